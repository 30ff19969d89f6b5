import {
  createContext,
  Suspense,
  use,
  useContext,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { loadOnce } from './load-once';

/** Every part by its id: the browser loads a drawn page's parts by id before hydrating. */
const partLoaders = new Map<string, () => Promise<unknown>>();

/**
 * The parts a page drawn on the server used (entry-server.tsx collects them into the page's
 * state); absent in the browser.
 */
export const DrawnPartsContext = createContext<Set<string> | null>(null);

type LazyPart<Props> = ((props: Props) => JSX.Element) & {
  /** Starts loading now, e.g. when the button that shows the part is pointed at. */
  preload: () => void;
};

/**
 * A piece of a page that only some viewers see (an owner's controls, a bid dialog, a tab not
 * open), whose code loads when it is first drawn instead of with the page: a visitor of a
 * project never downloads the owner's forms (docs/decisions/performance.md, "Parts on use").
 *
 * Unlike `React.lazy`, a part the server drew is loaded before the page hydrates (main.tsx,
 * `preloadParts`) and drawn in place, with no Suspense boundary of its own: it hydrates in the
 * same pass as the page around it (React hydrates a nested boundary in a later pass), so it is
 * never drawn but dead, where a click would be lost. Drawn in the browser before its code is in,
 * it sits behind its own boundary and shows `fallback` while it loads. `id` is unique and
 * stable: it travels from the server's drawing to the browser.
 */
export function lazyPart<Props extends object>(
  id: string,
  load: () => Promise<ComponentType<Props>>,
  fallback: ReactNode = null,
): LazyPart<Props> {
  if (partLoaders.has(id)) throw new Error(`Two lazy parts are called ${id}`);
  let component: ComponentType<Props> | undefined;
  // A failed download is tried again the next time the part is drawn.
  const preload = loadOnce(async () => (component = await load()));
  partLoaders.set(id, preload);

  function Loaded(props: Props) {
    const Component = component ?? use(preload());
    return <Component {...props} />;
  }
  function Part(props: Props) {
    const drawnParts = useContext(DrawnPartsContext);
    drawnParts?.add(id);
    // In place on the server (which waits for the code) and wherever the code is in already.
    // Decided once per mount: a part whose shape changed would be mounted again, losing its state.
    const [inPlace] = useState(() => drawnParts !== null || component !== undefined);
    return inPlace ? (
      <Loaded {...props} />
    ) : (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  Part.displayName = `LazyPart(${id})`;
  return Object.assign(Part, {
    preload: () => {
      preload().catch(() => {});
    },
  });
}

/** Loads the parts a drawn page used; a part that fails loads again when it is drawn. */
export async function preloadParts(ids: readonly string[]): Promise<void> {
  await Promise.allSettled(ids.map((id) => partLoaders.get(id)?.()));
}
