import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component loaded with its first render (`load`, a dynamic import answering the component), in a
 * chunk of its own, and `fallback` (given the same props) in its place until it has come: a page
 * draws before a heavy library it shows later (issue 45: charts, the rich-text editor, the
 * bigscreen's maps). The fallback should take the component's box, so nothing moves when it comes.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: (props: P) => ReactNode): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LazyComponent(props: P) {
    return (
      <Suspense fallback={fallback(props)}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
