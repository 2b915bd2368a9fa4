// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { Deferred } from './Deferred';

describe('Deferred', () => {
  it('leaves what it holds out of the first commit and draws it in the render after', async () => {
    const atFirstCommit: (string | null)[] = [];
    function FirstScreen() {
      // runs once, when the first commit is in the document
      useLayoutEffect(() => void atFirstCommit.push(document.querySelector('footer')?.textContent ?? null), []);
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
    expect(atFirstCommit).toEqual([null]);
    expect((await screen.findByText('版权所有')).tagName).toBe('FOOTER');
    expect(screen.getByText('最新通知')).toBeTruthy();
  });
});
