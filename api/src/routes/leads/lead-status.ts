// Setting a request's status in the inbox; a course or VIP package request set to paid («Платено») writes the
// payment confirmation to the visitor in the same transaction.
import type { Lead, LeadStatus } from '@site/shared';
import { createRepositories } from '../../db/create-repositories';
import { coursePaid } from '../../mail/messages';
import { toVisitor } from '../../mail/sign-up-messages';
import type { RouteContext } from '../route-context';

export async function setLeadStatus(ctx: RouteContext, id: number, status: LeadStatus): Promise<Lead | null> {
  const mailContext = await ctx.mail.context();
  let wroteMail = false;
  const lead = await ctx.database.db.transaction(async (tx) => {
    const repos = createRepositories(tx);
    const result = await repos.leads.setStatus(id, status);
    if (!result) return null;
    const { lead } = result;
    const paidCourse = result.changed && status === 'paid' && (lead.kind === 'course' || lead.kind === 'vip') && lead.courseId !== null && !lead.erasedAt;
    if (!paidCourse || lead.courseId === null) return lead;
    const course = await repos.courses.findById(lead.courseId);
    if (!course) return lead;
    const person = { fullName: lead.fullName, email: lead.email, phone: lead.phone };
    const registered = { clientId: lead.clientId, registrationId: lead.id, marketingConsent: await repos.consents.hasMarketingConsent(lead.clientId) };
    const site = { settings: mailContext.settings, siteOrigin: mailContext.mail.siteOrigin, writtenAt: new Date() };
    await repos.outbox.add([toVisitor(mailContext, registered, person, 'course-paid', coursePaid(site, person, course))]);
    wroteMail = true;
    return lead;
  });
  if (wroteMail) ctx.mail.worker.kick();
  return lead;
}
