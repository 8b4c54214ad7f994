import { leadFilterFromSearch, searchOfLeadFilter } from './lead-filter';

test('reads every filter from the address', () => {
  const search = new URLSearchParams('kind=event&status=closed&courseId=3&eventId=9&from=2025-08-01&to=2025-08-31&q=%20Мария%20');
  expect(leadFilterFromSearch(search)).toEqual({
    kind: 'event',
    status: 'closed',
    courseId: 3,
    eventId: 9,
    from: '2025-08-01',
    to: '2025-08-31',
    q: 'Мария',
  });
});

test('leaves out what the API would refuse', () => {
  const search = new URLSearchParams('kind=spam&status=&courseId=abc&eventId=0&from=2025-13-01&to=1.8.2025&q=%20%20&token=secret');
  expect(leadFilterFromSearch(search)).toEqual({});
});

test('writes the filters back in a fixed order, the same filter giving the same address', () => {
  const search = searchOfLeadFilter({ q: 'ivan', to: '2025-08-31', kind: 'vip', courseId: 3 });
  expect(search.toString()).toBe('kind=vip&courseId=3&to=2025-08-31&q=ivan');
  expect(searchOfLeadFilter(leadFilterFromSearch(search)).toString()).toBe(search.toString());
});
