/** @jest-environment jsdom */
import { applyJsonLd, serializeJsonLd, JSON_LD_ATTRIBUTE } from './json-ld';

describe('JSON-LD', () => {
  it('serialises so that the text cannot close its script element, and parses back unchanged', () => {
    const data = { '@type': 'Article', headline: 'A </script><script>alert(1)</script> & more' };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(data);
  });

  it('adds one script to the head and removes it on cleanup', () => {
    const undo = applyJsonLd({ '@context': 'https://schema.org', '@type': 'Article', headline: 'Първа' });
    const scripts = () => document.head.querySelectorAll(`script[type="application/ld+json"][${JSON_LD_ATTRIBUTE}]`);
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toMatchObject({ headline: 'Първа' });

    const undoSecond = applyJsonLd({ '@type': 'Article', headline: 'Втора' });
    expect(scripts()).toHaveLength(1);
    expect(JSON.parse(scripts()[0]?.textContent ?? '')).toMatchObject({ headline: 'Втора' });

    undoSecond();
    undo();
    expect(scripts()).toHaveLength(0);
  });
});
