// The HTML part of every message: one column, inline styles (mail programs drop <style> and classes),
// rendered with React on the server to static markup.
import type { CSSProperties } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailContent, MailFact } from './mail-content';

const colors = { text: '#1f2937', muted: '#6b7280', brand: '#1d4ed8', line: '#e5e7eb' } as const;
const font = 'Arial, Helvetica, sans-serif';
const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: '#f3f4f6', fontFamily: font, color: colors.text },
  card: { maxWidth: 600, margin: '0 auto', backgroundColor: '#ffffff', padding: '32px 28px', borderRadius: 8 },
  paragraph: { fontSize: 16, lineHeight: '24px', margin: '0 0 16px' },
  heading: { fontSize: 18, lineHeight: '26px', margin: '24px 0 8px' },
  term: { fontSize: 14, color: colors.muted, padding: '6px 12px 6px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
  value: { fontSize: 16, padding: '6px 0', verticalAlign: 'top' },
  button: {
    display: 'inline-block',
    backgroundColor: colors.brand,
    color: '#ffffff',
    padding: '12px 20px',
    borderRadius: 6,
    textDecoration: 'none',
    fontSize: 16,
  },
  footer: { fontSize: 13, lineHeight: '20px', color: colors.muted, borderTop: `1px solid ${colors.line}`, marginTop: 24, paddingTop: 16 },
} satisfies Record<string, CSSProperties>;

function Facts({ facts }: { facts: MailFact[] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
      <tbody>
        {facts.map((fact) => (
          <tr key={fact.term}>
            <td style={styles.term}>{fact.term}</td>
            <td style={styles.value}>{fact.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function MailLayout({ content, companyName, siteOrigin }: { content: MailContent; companyName: string; siteOrigin: string }) {
  return (
    <html lang="bg">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{content.subject}</title>
      </head>
      <body style={styles.body}>
        <div style={styles.card}>
          <p style={styles.paragraph}>{content.greeting}</p>
          {content.paragraphs.map((text) => (
            <p key={text} style={styles.paragraph}>
              {text}
            </p>
          ))}
          {content.facts && content.facts.length > 0 && <Facts facts={content.facts} />}
          {content.sections?.map((section) => (
            <div key={section.heading}>
              <h2 style={styles.heading}>{section.heading}</h2>
              {section.paragraphs?.map((text) => (
                <p key={text} style={styles.paragraph}>
                  {text}
                </p>
              ))}
              {section.facts && section.facts.length > 0 && <Facts facts={section.facts} />}
            </div>
          ))}
          {content.action && (
            <p style={{ ...styles.paragraph, margin: '24px 0' }}>
              <a href={content.action.url} style={styles.button}>
                {content.action.label}
              </a>
            </p>
          )}
          {content.closing.map((text) => (
            <p key={text} style={{ ...styles.paragraph, margin: '0 0 4px' }}>
              {text}
            </p>
          ))}
          <p style={styles.paragraph}>{companyName}</p>
          <div style={styles.footer}>
            <a href={siteOrigin} style={{ color: colors.muted }}>
              {new URL(siteOrigin).host}
            </a>
            {content.unsubscribe && (
              <>
                {' · '}
                <a href={content.unsubscribe.url} style={{ color: colors.muted }}>
                  {content.unsubscribe.label}
                </a>
              </>
            )}
          </div>
        </div>
      </body>
    </html>
  );
}

export function renderMailHtml(content: MailContent, companyName: string, siteOrigin: string): string {
  return `<!DOCTYPE html>${renderToStaticMarkup(<MailLayout content={content} companyName={companyName} siteOrigin={siteOrigin} />)}`;
}
