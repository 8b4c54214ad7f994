// What a message says, apart from how it looks: one model per message, rendered once as HTML (React, the
// layout) and once as plain text, so both parts always say the same.

export interface MailFact {
  term: string;
  value: string;
}

export interface MailSection {
  heading: string;
  paragraphs?: string[];
  facts?: MailFact[];
}

export interface MailLink {
  label: string;
  url: string;
}

export interface MailContent {
  subject: string;
  /** 'Здравейте, Мария Иванова,' */
  greeting: string;
  paragraphs: string[];
  facts?: MailFact[];
  sections?: MailSection[];
  /** The one thing to do next, as a button (a link in the text part). */
  action?: MailLink;
  /** Closing lines above the company's name. */
  closing: string[];
  /** The withdrawal link, in messages to people who gave marketing consent. */
  unsubscribe?: MailLink;
}
