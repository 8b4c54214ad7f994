// "Requests in sequence before the main content": how many requests had to follow one another, each
// waiting for an earlier one, before the page's main content could be shown. Built from what Chromium
// records for each request (CDP Network.requestWillBeSent `initiator`, with async call stacks on):
// - the document is request 1 in its chain;
// - a request found by the parser (a script or stylesheet in the HTML) follows the document;
// - a request started by script follows every script on its call stack, async parents included: each
//   of those files had to arrive before its code could run. (Only the top frame would not do: webpack's
//   and the federation runtime's loader live in main.js, so every lazy chunk would seem to come from it.)
// - the browser does not record which response a script waited for, so a fetch/XHR counts as a
//   predecessor of a later request when it had finished before that request was sent and every script
//   on its call stack is on that request's stack too: the same code path, one step further
//   (remotes.json → mf-manifest.json → remoteEntry.js);
// - a request with no known predecessor follows the document.
// A request's depth = 1 + the largest depth among its predecessors; the figure reported is the largest
// depth among the requests that had finished when the main content became visible.

/** The parts of CDP's Network.requestWillBeSent and Network.loadingFinished used here. */
interface StackTrace {
  callFrames: { url: string }[];
  parent?: StackTrace;
}
export interface RequestSent {
  requestId: string;
  type?: string;
  /** Seconds, monotonic. */
  timestamp: number;
  /** Seconds since the epoch. */
  wallTime: number;
  request: { url: string };
  initiator: { url?: string; stack?: StackTrace };
}
export interface RequestFinished {
  requestId: string;
  timestamp: number;
}

interface Entry {
  url: string;
  depth: number;
  /** The request it follows (the deepest predecessor); null for the document. */
  after: Entry | null;
  /** For a fetch/XHR: the scripts on the call stack that started it. */
  fetchedFrom: Set<string> | null;
  finishedAt: number | null;
}

/** Every script URL on the stack, async parent stacks included. */
function stackUrls(stack: StackTrace | undefined): string[] {
  const urls: string[] = [];
  for (let trace = stack; trace; trace = trace.parent) {
    for (const frame of trace.callFrames) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

export class RequestChain {
  private readonly byId = new Map<string, Entry>();
  private readonly byUrl = new Map<string, Entry>();
  private document: Entry | null = null;
  /** CDP `timestamp` is a monotonic clock; the document's `wallTime` maps the page's clock onto it. */
  private clockOffset = 0;

  sent(event: RequestSent): void {
    const { requestId, request, initiator, timestamp } = event;
    // data: URLs are not requests; a redirect keeps its request's place.
    if (request.url.startsWith('data:') || this.byId.has(requestId)) return;
    const entry: Entry = { url: request.url, depth: 1, after: null, fetchedFrom: null, finishedAt: null };
    if (!this.document && event.type === 'Document') {
      this.document = entry;
      this.clockOffset = event.wallTime - timestamp;
    } else {
      const onStack = stackUrls(initiator.stack);
      const stackSet = new Set(onStack);
      const predecessors = [initiator.url, ...onStack].flatMap((url) => this.byUrl.get(url ?? '') ?? []);
      for (const other of this.byId.values()) {
        const sameCodePath = other.fetchedFrom !== null && [...other.fetchedFrom].every((script) => stackSet.has(script));
        if (sameCodePath && other.finishedAt !== null && other.finishedAt <= timestamp) predecessors.push(other);
      }
      const after = predecessors.reduce<Entry | null>((deepest, other) => (!deepest || other.depth > deepest.depth ? other : deepest), this.document);
      entry.after = after;
      entry.depth = 1 + (after?.depth ?? 0);
      if ((event.type === 'Fetch' || event.type === 'XHR') && stackSet.size > 0) entry.fetchedFrom = stackSet;
    }
    this.byId.set(requestId, entry);
    if (!this.byUrl.has(request.url)) this.byUrl.set(request.url, entry);
  }

  finished(event: RequestFinished): void {
    const entry = this.byId.get(event.requestId);
    if (entry) entry.finishedAt = event.timestamp;
  }

  /**
   * The longest chain among the requests finished by `wallTimeMs` (the page's clock, milliseconds since
   * the epoch), document first; its length is the figure reported.
   */
  longestChainBy(wallTimeMs: number): string[] {
    const until = wallTimeMs / 1000 - this.clockOffset;
    let deepest: Entry | null = null;
    for (const entry of this.byId.values()) {
      if (entry.finishedAt !== null && entry.finishedAt <= until && (!deepest || entry.depth > deepest.depth)) deepest = entry;
    }
    const chain: string[] = [];
    for (let entry = deepest; entry; entry = entry.after) chain.unshift(entry.url);
    return chain;
  }
}
