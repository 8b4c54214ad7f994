// Pages of a list: which page a client asks for and what the envelope says about it. A list the spec
// answers as an array stays an array (older clients read it as before); the page's number, size and the
// total beside it (`Envelope.page`) let a client show "page 2 of 40" and link the others.
import { Type, type Static } from 'typebox';
import { MAX_PAGE_NUMBER, MAX_PAGE_SIZE, type PageInfo } from '../paging';

export { MAX_PAGE_SIZE };

/** The query of a paged list: `page` from 1, `pageSize` up to `MAX_PAGE_SIZE` (`defaultSize` when absent). */
export function PageQueryProperties(defaultSize: number = MAX_PAGE_SIZE) {
  return {
    page: Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1, description: 'The page, from 1' }),
    pageSize: Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: defaultSize,
      description: `Items per page, ${defaultSize} by default, at most ${MAX_PAGE_SIZE}`,
    }),
  };
}

export const PageInfoSchema = Type.Object(
  {
    number: Type.Integer({ minimum: 1, description: 'This page, from 1' }),
    size: Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Items per page' }),
    total: Type.Integer({ minimum: 0, description: 'Items on every page together' }),
  },
  { additionalProperties: false, description: 'Where this answer is in the whole list' },
);
type PageInfoFromSchema = Static<typeof PageInfoSchema>;
// The hand-written PageInfo (../paging, no schema library in the browser) must stay this schema's type.
const sameShape: [PageInfoFromSchema, PageInfo] extends [PageInfo, PageInfoFromSchema] ? true : never = true;
void sameShape;
