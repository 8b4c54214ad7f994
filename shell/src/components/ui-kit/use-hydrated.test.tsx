import { act, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useFocusHandOver, useHydrated } from './use-hydrated';

function Control() {
  const hydrated = useHydrated();
  const { fallbackRef, enhancedRef } = useFocusHandOver();
  return hydrated ? (
    <button ref={enhancedRef} type="button">
      Пусни
    </button>
  ) : (
    <a ref={fallbackRef} href="https://example.bg/video">
      Пусни
    </a>
  );
}

/** Server HTML in the page, then hydrated; `beforeHydration` runs on the server's markup. */
async function hydrate(beforeHydration: () => void = () => undefined): Promise<{ root: Root; container: HTMLElement }> {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Control />);
  beforeHydration();
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, <Control />);
  });
  return { root: root!, container };
}

describe('useHydrated', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('renders the server markup on the server, and the script’s control once the page is taken over', async () => {
    expect(renderToString(<Control />)).toContain('href="https://example.bg/video"');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { root } = await hydrate();
    expect(errors).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Пусни' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    act(() => root.unmount());
    errors.mockRestore();
  });

  it('is true at once in a page the browser renders by itself', () => {
    render(<Control />);
    expect(screen.getByRole('button', { name: 'Пусни' })).toBeInTheDocument();
  });

  it('hands keyboard focus from the server’s link to the button that replaces it', async () => {
    const { root } = await hydrate(() => screen.getByRole('link', { name: 'Пусни' }).focus());
    expect(screen.getByRole('button', { name: 'Пусни' })).toHaveFocus();
    act(() => root.unmount());
  });

  it('leaves focus where it was when the link did not have it', async () => {
    const other = document.body.appendChild(document.createElement('input'));
    const { root } = await hydrate(() => other.focus());
    expect(other).toHaveFocus();
    act(() => root.unmount());
  });
});
