import { company } from '../../config/company';

/** The support mailbox as a mailto: link; the address comes from the company configuration. */
export function SupportEmailLink() {
  return <a href={`mailto:${company.supportEmail}`}>{company.supportEmail}</a>;
}
