import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from '@portal/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { ElderControls } from './ElderControls';
import { ELDER_MODE_STORAGE_KEY, useElderMode, useElderModeAttribute } from './elderMode';

/** The header's switch with the root layout's attribute hook, as the portal mounts them. */
function Harness() {
  useElderModeAttribute();
  return <ElderControls />;
}

const mount = () => render(<ChakraProvider value={system}><Harness /></ChakraProvider>);

describe('长者模式 switch', () => {
  afterEach(() => {
    useElderMode.getState().set(false);
    localStorage.clear();
    delete (window as { speechSynthesis?: unknown }).speechSynthesis;
  });

  it('turns elder mode on and off, marks <html> and remembers the choice in localStorage', async () => {
    mount();
    const button = screen.getByRole('button', { name: '长者模式' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.dataset.elder).toBeUndefined();
    fireEvent.click(button);
    await waitFor(() => expect(document.documentElement.dataset.elder).toBe('on'));
    expect(screen.getByRole('button', { name: '长者模式' }).getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(ELDER_MODE_STORAGE_KEY)!).state.on).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '长者模式' }));
    await waitFor(() => expect(document.documentElement.dataset.elder).toBeUndefined());
    expect(JSON.parse(localStorage.getItem(ELDER_MODE_STORAGE_KEY)!).state.on).toBe(false);
  });

  it('comes back on from localStorage after a reload', async () => {
    localStorage.setItem(ELDER_MODE_STORAGE_KEY, JSON.stringify({ state: { on: true }, version: 0 }));
    await useElderMode.persist.rehydrate();
    mount();
    expect(screen.getByRole('button', { name: '长者模式' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(document.documentElement.dataset.elder).toBe('on'));
  });

  it('offers 朗读本页 in elder mode only where the browser has speech synthesis', () => {
    useElderMode.getState().set(true);
    const { unmount } = mount();
    expect(screen.queryByRole('button', { name: '朗读本页' })).toBeNull();
    unmount();
    const spoken: string[] = [];
    class Utterance {
      lang = '';
      rate = 1;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(public text: string) {}
    }
    (window as { SpeechSynthesisUtterance?: unknown }).SpeechSynthesisUtterance = Utterance;
    (window as { speechSynthesis?: unknown }).speechSynthesis = { speak: (u: Utterance) => spoken.push(`${u.lang}:${u.text}`), cancel: () => undefined };
    render(
      <ChakraProvider value={system}>
        <Harness />
        <main id="main">
          <p>人才住房申请</p>
        </main>
      </ChakraProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: '朗读本页' }));
    expect(spoken).toEqual(['zh-CN:人才住房申请']);
    expect(screen.getByRole('button', { name: '停止朗读' })).toBeInstanceOf(HTMLElement);
  });
});
