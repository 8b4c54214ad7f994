import { useState } from 'react';
import { focusWhenShown } from 'shell/ui';
import { useSearchParams } from 'shell/router';
import type { Lead } from '@site/shared';
import { leadStatusLabels } from '@site/shared/lead-labels';
import { ErrorLine } from '../../../components/error-line';
import { failureText } from '../../../lib/api-failure';
import { leadFilterFromSearch, searchOfLeadFilter } from '../lead-filter';
import { inboxTexts } from '../messages';
import { useLeadsPage } from '../queries';
import { useCursorStack } from '../use-cursor-stack';
import { useTokenGate } from '../use-token-gate';
import { LeadFilters, type FilterName } from './lead-filters';
import { LeadsCsvButton } from './leads-csv-button';
import { LeadsPager } from './leads-pager';
import { LeadsTable } from './leads-table';
import { StaffTokenForm } from './staff-token-form';
import '../../../components/clients-page.css';
import './leads.css';

/** /clients: every request, newest first, filtered by what the address says; the token never goes in it. */
export function LeadsInboxPage() {
  const [search, setSearch] = useSearchParams();
  const filter = leadFilterFromSearch(search);
  const filterKey = searchOfLeadFilter(filter).toString();
  const gate = useTokenGate();
  const paging = useCursorStack(filterKey);
  const page = useLeadsPage(gate.token, filter, paging.cursor, gate.canRead);
  const [saved, setSaved] = useState('');

  const changeFilter = (name: FilterName, value: string) => {
    const next = searchOfLeadFilter(filter);
    if (value) next.set(name, value);
    else next.delete(name);
    // Read back through the parser: what the API would refuse does not reach the address.
    setSearch(searchOfLeadFilter(leadFilterFromSearch(next)), { replace: true });
  };
  const statusSaved = (lead: Lead) => setSaved(inboxTexts.statusSaved(lead.id, leadStatusLabels[lead.status]));

  return (
    <section className="clients-page clients-page--wide">
      <h1 className="clients-page__title">{inboxTexts.heading}</h1>
      <StaffTokenForm submitLabel={inboxTexts.showLeads} onSubmit={gate.submit} onForget={gate.forget} loading={page.isFetching} />
      <LeadFilters filter={filter} onChange={changeFilter} onClear={() => setSearch(new URLSearchParams(), { replace: true })} />
      {page.isError && <ErrorLine message={failureText(page.error, inboxTexts.leadsFailed)} />}
      {gate.canRead && page.isPending && <p className="clients-count">{inboxTexts.loading}</p>}
      {gate.canRead && page.data && (
        // Keyed by page: after paging, the new page's count takes focus (the pressed button may have become disabled).
        <div className="clients-result" key={paging.cursor ?? 'newest'}>
          <div className="leads-summary">
            <p className="clients-count" role="status" tabIndex={-1} ref={paging.paged ? focusWhenShown : undefined}>
              {inboxTexts.total(page.data.total, page.data.totalIsExact)}
              {paging.pageNumber > 1 && ` · ${inboxTexts.page(paging.pageNumber)}`}
            </p>
            <LeadsCsvButton filter={filter} />
          </div>
          <p className="leads-saved" role="status">
            {saved}
          </p>
          {page.data.items.length === 0 ? (
            <p className="leads-empty">{inboxTexts.empty}</p>
          ) : (
            <LeadsTable leads={page.data.items} onStatusSaved={statusSaved} />
          )}
          <LeadsPager pageNumber={paging.pageNumber} nextCursor={page.data.nextCursor} onNewer={paging.newer} onOlder={paging.older} />
        </div>
      )}
    </section>
  );
}
