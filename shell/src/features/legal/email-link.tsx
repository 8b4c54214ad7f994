/** The support mailbox as a mailto: link (COMPANY_EMAIL; a sentence that needs it is left out while it is unset). */
export function SupportEmailLink({ email }: { email: string }) {
  return <a href={`mailto:${email}`}>{email}</a>;
}
