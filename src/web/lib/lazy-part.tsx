import {
  Component,
  createContext,
  startTransition,
  Suspense,
  use,
  useContext,
  useState,
  type ComponentType,
  type ContextType,
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

/**
 * What a part whose code could not be downloaded shows in its place, given a retry (the app
 * provides it: app/app-shell.tsx). Without it, the failure goes to the route's error screen.
 */
export const PartFailedContext = createContext<((retry: () => void) => ReactNode) | null>(null);

/** A part's code did not arrive (a dropped connection); 'Try again' downloads it again. */
class PartLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`The part ${id} could not be loaded`, { cause });
  }
}

/**
 * For the roots' `onCaughtError`: a part's failed download is shown where the part was and the
 * browser has logged the failed request, so it is not logged again as an error of the app.
 */
export function isPartLoadError(error: unknown): boolean {
  return error instanceof PartLoadError;
}

/**
 * Keeps a part's failed download to the part: the rest of the page stays. Any other error is the
 * part's bug and goes on to the route's error screen.
 */
class PartBoundary extends Component<
  {
    children: ReactNode;
    failedView: ContextType<typeof PartFailedContext>;
    /** Lets the part download its code again. */
    onRetry: () => void;
    /** The failed download is on screen (called at commit, never for a discarded render). */
    onFailureShown: () => void;
  },
  { failed: { error: unknown } | null }
> {
  override state = { failed: null as { error: unknown } | null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: { error } };
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof PartLoadError) this.props.onFailureShown();
  }

  // As a transition: the message stays until the code is in, or comes back if it fails again.
  retry = () => {
    this.props.onRetry();
    startTransition(() => this.setState({ failed: null }));
  };

  override render() {
    const { failed } = this.state;
    const { children, failedView } = this.props;
    if (!failed) return children;
    if (!(failed.error instanceof PartLoadError) || !failedView) throw failed.error;
    return failedView(this.retry);
  }
}

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
  // A failed download is tried again on the next call: a preload, or the drawing after a retry.
  const preload = loadOnce(async () => {
    try {
      return (component = await load());
    } catch (error) {
      throw new PartLoadError(id, error);
    }
  });
  partLoaders.set(id, preload);
  // The download the part's drawing waits on. A failed one is kept until the part's retry: React
  // reads its rejection on the next render, and a new download there would be asked for again on
  // every failure, without end.
  let drawing: Promise<ComponentType<Props>> | undefined;
  const retry = () => {
    drawing = undefined;
  };
  // A failure the user has seen is not shown again on their next visit: the part mounted anew
  // downloads again by itself. Only a shown one: a render React discards (while an outer
  // boundary waits) mounts again too, and must not start a download each time.
  let shownFailure: Promise<ComponentType<Props>> | undefined;
  const onFailureShown = () => {
    shownFailure = drawing;
  };

  function Loaded(props: Props) {
    const Component = component ?? use((drawing ??= preload()));
    return <Component {...props} />;
  }
  function Part(props: Props) {
    const drawnParts = useContext(DrawnPartsContext);
    const failedView = useContext(PartFailedContext);
    drawnParts?.add(id);
    // In place on the server (which waits for the code) and wherever the code is in already.
    // Decided once per mount: a part whose shape changed would be mounted again, losing its state.
    const [inPlace] = useState(() => {
      if (drawing !== undefined && drawing === shownFailure) retry();
      return drawnParts !== null || component !== undefined;
    });
    return (
      <PartBoundary failedView={failedView} onRetry={retry} onFailureShown={onFailureShown}>
        {inPlace ? (
          <Loaded {...props} />
        ) : (
          <Suspense fallback={fallback}>
            <Loaded {...props} />
          </Suspense>
        )}
      </PartBoundary>
    );
  }
  Part.displayName = `LazyPart(${id})`;
  return Object.assign(Part, {
    preload: () => {
      preload().catch(() => {});
    },
  });
}

/**
 * Loads the parts a drawn page used; false when one failed (it loads again when it is drawn, and
 * says so if it fails again).
 */
export async function preloadParts(ids: readonly string[]): Promise<boolean> {
  const loads = await Promise.allSettled(ids.map((id) => partLoaders.get(id)?.()));
  return loads.every((load) => load.status === 'fulfilled');
}
