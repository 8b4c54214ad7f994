// Accessibility audit of the page as it is now: axe-core (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA) run inside
// the page, plus three checks of the site's own contract that axe does not make as strictly:
// every interactive element is at least 24×24 px, every control's accessible name contains its visible
// text, and every image has an alt attribute.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const requireHere = createRequire(__filename);
const axePath = requireHere.resolve('axe-core');

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const FAILING_IMPACTS = new Set(['critical', 'serious']);

export interface Finding {
  rule: string;
  impact: string;
  help: string;
  /** One entry per offending element: its selector and, where known, why it fails. */
  nodes: { target: string; why: string }[];
}

interface AxeNodeResult {
  target: unknown[];
  failureSummary?: string;
  any: { message: string }[];
  all: { message: string }[];
  none: { message: string }[];
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNodeResult[];
}

/** Loads axe into the page once. The site's CSP refuses inline scripts, so the context needs `bypassCSP`. */
async function ensureAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof Reflect.get(window, 'axe') === 'object')) return;
  await page.addScriptTag({ path: axePath });
}

const short = (text: string, max = 180) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function nodeWhy(node: AxeNodeResult): string {
  const messages = [...node.any, ...node.all, ...node.none].map((check) => check.message).filter(Boolean);
  return short(messages[0] ?? node.failureSummary ?? '');
}

/**
 * The footer and a course's sections are `content-visibility: auto`: the browser skips rendering them
 * until the visitor nears them, and axe cannot read the colours of what is not rendered (it would report
 * them as unchecked, not as failing). The audit judges the page as the visitor sees it once there, so it
 * renders everything first (a later audit of the same page adds the same rule again, which changes nothing).
 */
async function renderAllContent(page: Page): Promise<void> {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
}

async function axeFindings(page: Page): Promise<Finding[]> {
  await ensureAxe(page);
  const violations = (await page.evaluate(
    (tags) =>
      Reflect.get(window, 'axe')
        .run(document, { runOnly: { type: 'tag', values: tags } })
        .then((results: { violations: unknown }) => results.violations),
    AXE_TAGS,
  )) as AxeViolation[];
  return violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target.flat(3).join(' >>> '), why: nodeWhy(node) })),
    }));
}

// The contract checks run as plain JavaScript in the page (a string, so that no transpiler helper
// leaks into it). They use axe's own accessible-name computation and selector builder.
const CONTRACT_CHECKS = String.raw`(() => {
  const axe = window.axe;
  axe.setup(document);
  try {
    const found = { size: [], name: [], alt: [] };
    const selectorOf = (element) => { try { return axe.utils.getSelector(element); } catch { return element.tagName.toLowerCase(); } };
    // Letters and digits only: symbols and spacing are not words a speech-input user would say
    // (and axe joins inline text runs without the space a layout shows between them).
    const normalise = (text) => (text || '').toLocaleLowerCase('bg').replace(/[^\p{L}\p{N}]+/gu, '');
    const nameOf = (element) => {
      const virtual = axe.utils.getNodeFromTree(element);
      return virtual ? axe.commons.text.accessibleTextVirtual(virtual) : '';
    };
    const isShown = (element) => {
      if (element.closest('[inert]')) return false;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) return false;
      const box = element.getBoundingClientRect();
      // Left of the page's start nobody can scroll to it: the forms' honeypot for bots lives there.
      if (box.right + window.scrollX <= 0) return false;
      // 1 px boxes are the visually-hidden pattern (e.g. a skip link until it is focused).
      return box.width > 1 && box.height > 1;
    };
    const interactive = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="menuitem"], [tabindex]:not([tabindex="-1"])';
    for (const element of document.querySelectorAll(interactive)) {
      if (!isShown(element)) continue;
      const box = element.getBoundingClientRect();
      if (box.width >= 24 && box.height >= 24) continue;
      // WCAG 2.5.8's inline exception: a link inside a sentence, sized by the line of text around it.
      if (element.tagName === 'A' && getComputedStyle(element).display === 'inline') {
        const parentText = (element.parentElement && element.parentElement.innerText || '').trim();
        if (parentText.length > (element.innerText || '').trim().length) continue;
      }
      found.size.push({ target: selectorOf(element), why: 'is ' + Math.round(box.width * 10) / 10 + '×' + Math.round(box.height * 10) / 10 + ' px (' + (element.innerText || element.getAttribute('aria-label') || element.getAttribute('type') || '').trim().slice(0, 40) + ')' });
    }
    const named = 'a[href], button, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"], input, select, textarea';
    for (const element of document.querySelectorAll(named)) {
      if (!isShown(element) && !(element.labels && [...element.labels].some(isShown))) continue;
      if (element.matches('input[type="hidden"]')) continue;
      let visible;
      if (element.matches('input[type="button"], input[type="submit"], input[type="reset"]')) visible = element.value;
      else if (element.matches('input, select, textarea')) visible = element.labels ? [...element.labels].filter(isShown).map((label) => label.innerText).join(' ') : '';
      else visible = element.innerText;
      const want = normalise(visible);
      if (!want) continue;
      const name = nameOf(element);
      if (normalise(name).includes(want)) continue;
      found.name.push({ target: selectorOf(element), why: 'accessible name "' + name.slice(0, 80) + '" does not contain the visible text "' + (visible || '').trim().replace(/\s+/g, ' ').slice(0, 80) + '"' });
    }
    for (const image of document.querySelectorAll('img:not([alt])')) {
      found.alt.push({ target: selectorOf(image), why: 'img without an alt attribute (src ' + (image.getAttribute('src') || '').slice(0, 80) + ')' });
    }
    return found;
  } finally {
    axe.teardown();
  }
})()`;

async function contractFindings(page: Page): Promise<Finding[]> {
  await ensureAxe(page);
  const found = (await page.evaluate(CONTRACT_CHECKS)) as Record<'size' | 'name' | 'alt', Finding['nodes']>;
  const findings: Finding[] = [];
  if (found.size.length > 0)
    findings.push({ rule: 'contract: target at least 24×24 px', impact: 'serious', help: 'every interactive element is at least 24×24 px', nodes: found.size });
  if (found.name.length > 0)
    findings.push({
      rule: 'contract: name contains visible text',
      impact: 'serious',
      help: "every control's accessible name contains its visible text",
      nodes: found.name,
    });
  if (found.alt.length > 0)
    findings.push({ rule: 'contract: image alt', impact: 'critical', help: 'every image has an alt (decorative ones empty)', nodes: found.alt });
  return findings;
}

/**
 * The site scrolls smoothly: a focus moved to a form's first error scrolls for a few hundred ms, and a
 * button passing under the sticky header meanwhile reads as an obscured target. Audit the page at rest.
 */
// A string for the same reason as CONTRACT_CHECKS: the transpiler's name helper would not exist in the page.
const STILL_FOR_THREE_FRAMES = String.raw`new Promise((done) => {
  const before = [window.scrollX, window.scrollY];
  let frames = 0;
  const check = () => {
    if (window.scrollX !== before[0] || window.scrollY !== before[1]) return done(false);
    if (++frames === 3) return done(true);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})`;

async function scrollAtRest(page: Page): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await page.evaluate(STILL_FOR_THREE_FRAMES))) {
    if (Date.now() > deadline) throw new Error('the page was still scrolling after 5 s');
  }
}

/** axe's critical and serious violations and the contract's failures, for the page as it is now, at rest. */
export async function audit(page: Page): Promise<Finding[]> {
  await scrollAtRest(page);
  await renderAllContent(page);
  return [...(await axeFindings(page)), ...(await contractFindings(page))];
}

export function formatFindings(where: string, findings: Finding[]): string {
  const lines = [`${where}: ${findings.length} failing rule(s)`];
  for (const finding of findings) {
    lines.push(`  [${finding.impact}] ${finding.rule}: ${finding.help}`);
    for (const node of finding.nodes) lines.push(`      ${node.target}${node.why ? `  ${node.why}` : ''}`);
  }
  return lines.join('\n');
}
