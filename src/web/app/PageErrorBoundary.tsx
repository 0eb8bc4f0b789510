import { Component, type ReactNode } from 'react';
import RouteErrorPage from '../features/site/RouteErrorPage';

interface Props {
  /** The address shown: at another one the page is drawn again. */
  path: string;
  children: ReactNode;
}

interface State {
  path: string;
  failed: boolean;
}

/** A page that fails to load or render shows RouteErrorPage in its frame's place, until the address changes. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { path: this.props.path, failed: false };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { path: props.path, failed: false };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}
