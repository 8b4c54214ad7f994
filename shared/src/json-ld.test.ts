import { serializeJsonLd } from './json-ld';

describe('JSON-LD', () => {
  it('serialises so that the text cannot close its script element, and parses back unchanged', () => {
    const data = { '@type': 'Article', headline: 'A </script><script>alert(1)</script> & more' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
