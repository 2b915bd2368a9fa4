import { Button, HStack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useElderMode } from './elderMode';

/** Whether this browser offers speech synthesis (the read-aloud button is shown only then). */
export const canReadAloud = () => typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';

/**
 * 朗读本页 / 停止朗读: reads the page's main content (`<main id="main">`, its visible text) aloud
 * in Chinese with the browser's speech synthesis; hidden where the browser has none. Stops when
 * pressed again, when the page changes (unmount) and when the reading ends.
 */
export function ReadAloudButton() {
  const [speaking, setSpeaking] = useState(false);
  const [available] = useState(canReadAloud);
  useEffect(() => () => {
    if (canReadAloud()) window.speechSynthesis.cancel();
  }, []);
  if (!available) return null;
  const toggle = () => {
    const synth = window.speechSynthesis;
    if (speaking) {
      synth.cancel();
      setSpeaking(false);
      return;
    }
    const main = document.getElementById('main');
    // innerText reads only what is shown; textContent where a DOM has no layout (jsdom)
    const text = (main?.innerText ?? main?.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'zh-CN';
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    synth.cancel();
    synth.speak(utterance);
    setSpeaking(true);
  };
  return (
    <Button size="sm" variant="outline" colorPalette="brand" aria-pressed={speaking} onClick={toggle} data-testid="read-aloud">
      {speaking ? '停止朗读' : '朗读本页'}
    </Button>
  );
}

/**
 * The header's elder-mode switch (长者模式, a toggle button: aria-pressed and filled when on,
 * pressed again to go back) and, in elder mode, the read-aloud button. (RootLayout keeps `<html data-elder>` in step.)
 */
export function ElderControls() {
  const { on, toggle } = useElderMode();
  return (
    <HStack gap="2" flexShrink={0} role="group" aria-label="阅读辅助">
      {on && <ReadAloudButton />}
      <Button size="sm" variant={on ? 'solid' : 'outline'} colorPalette="brand" aria-pressed={on} onClick={toggle} data-testid="elder-switch">
        长者模式
      </Button>
    </HStack>
  );
}
