// A small HTML tokenizer for tests of server-written pages: the elements of <head> as a browser would read
// them from well-formed markup, so an attribute value that breaks out of its quotes shows up as a wrong value
// or an extra element.

export interface HeadElement {
  tag: string;
  attributes: Record<string, string>;
  /** Text of a <title> or <script>, entities decoded for a title (a script's text is raw, as in HTML). */
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity: string, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const START_TAG = /<([a-z][\w-]*)((?:\s+[^\s"'=<>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*\/?>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [, name = '', double, single, bare] = match;
    attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** Every element that starts inside <head>, in document order. */
export function headElements(html: string): HeadElement[] {
  const headStart = html.search(/<head[\s>]/i);
  const headEnd = html.search(/<\/head\s*>/i);
  if (headStart < 0 || headEnd < 0) throw new Error('no <head> in the document');
  const elements: HeadElement[] = [];
  START_TAG.lastIndex = headStart;
  for (let match = START_TAG.exec(html); match && match.index < headEnd; match = START_TAG.exec(html)) {
    const tag = (match[1] ?? '').toLowerCase();
    let text = '';
    if (tag === 'title' || tag === 'script') {
      // Raw text elements end only at their own end tag, as a browser reads them.
      const close = html.toLowerCase().indexOf(`</${tag}`, START_TAG.lastIndex);
      const raw = html.slice(START_TAG.lastIndex, close < 0 ? html.length : close);
      text = tag === 'title' ? decodeEntities(raw) : raw;
      START_TAG.lastIndex += raw.length;
    }
    if (tag !== 'head') elements.push({ tag, attributes: attributesOf(match[2] ?? ''), text });
  }
  return elements;
}

/** The single element matching, failing when there is none or more than one. */
export function only(elements: HeadElement[], tag: string, attributes: Record<string, string> = {}): HeadElement {
  const found = elements.filter((element) => element.tag === tag && Object.entries(attributes).every(([name, value]) => element.attributes[name] === value));
  if (found.length !== 1) throw new Error(`expected one <${tag}> with ${JSON.stringify(attributes)}, found ${found.length}`);
  const [element] = found;
  if (!element) throw new Error('unreachable');
  return element;
}

/** The content of the one <meta name|property=key>. */
export function metaContent(elements: HeadElement[], key: string): string | undefined {
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  return only(elements, 'meta', { [attribute]: key }).attributes.content;
}
