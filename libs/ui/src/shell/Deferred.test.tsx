// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  it('leaves what it holds out of the first commit and draws it in the render after', async () => {
    const atFirstCommit: { heading: string | null; footer: string | null }[] = [];
    function FirstScreen() {
      // runs once, when the first commit is in the document
      useLayoutEffect(() => void atFirstCommit.push({ heading: document.querySelector('h1')?.textContent ?? null, footer: document.querySelector('footer')?.textContent ?? null }), []);
      return <h1>最新通知</h1>;
    }
    render(
      <>
        <FirstScreen />
        <Deferred>
          <footer>版权所有</footer>
        </Deferred>
      </>,
    );
    // the first screen is drawn at once, what is below it not yet
    expect(atFirstCommit).toEqual([{ heading: '最新通知', footer: null }]);
    expect((await screen.findByText('版权所有')).tagName).toBe('FOOTER');
  });
});
