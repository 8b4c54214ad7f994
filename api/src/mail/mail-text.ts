// The plain-text part of every message, from the same model as the HTML part.
import type { MailContent, MailFact } from './mail-content';

const factLines = (facts: MailFact[] | undefined) => (facts ?? []).map((fact) => `${fact.term}: ${fact.value}`);

export function renderMailText(content: MailContent, companyName: string, siteOrigin: string): string {
  const blocks: string[][] = [[content.greeting], ...content.paragraphs.map((text) => [text])];
  if (content.facts?.length) blocks.push(factLines(content.facts));
  for (const section of content.sections ?? []) {
    blocks.push([section.heading.toUpperCase(), ...(section.paragraphs ?? []), ...factLines(section.facts)]);
  }
  if (content.action) blocks.push([`${content.action.label}: ${content.action.url}`]);
  blocks.push([...content.closing, companyName]);
  const footer = [`-- `, siteOrigin];
  if (content.unsubscribe) footer.push(`${content.unsubscribe.label}: ${content.unsubscribe.url}`);
  blocks.push(footer);
  return `${blocks.map((lines) => lines.join('\n')).join('\n\n')}\n`;
}
