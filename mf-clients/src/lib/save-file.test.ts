import { saveFile } from './save-file';

// jsdom has no object URLs and does not download: both are stood in for.
const createObjectURL = jest.fn(() => 'blob:https://example.bg/1');
const revokeObjectURL = jest.fn();
Object.assign(URL, { createObjectURL, revokeObjectURL });

test('clicks a temporary download link to the file, then lets the URL go', () => {
  jest.useFakeTimers();
  const clicked: { href: string; download: string; inPage: boolean }[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
  });
  const file = new Blob(['{}'], { type: 'application/json' });

  saveFile(file, 'klient-17-danni.json');

  expect(createObjectURL).toHaveBeenCalledWith(file);
  expect(clicked).toEqual([{ href: 'blob:https://example.bg/1', download: 'klient-17-danni.json', inPage: true }]);
  expect(document.body).toBeEmptyDOMElement();
  expect(revokeObjectURL).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:https://example.bg/1');
  click.mockRestore();
  jest.useRealTimers();
});
