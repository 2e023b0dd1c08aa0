/**
 * A part of the page that fails to render takes only itself down (issue 17): without a
 * boundary React unmounts the whole page, header and footer included. The page's part
 * shows what went wrong and a retry; a side feature (`quiet`: the Rewards button, the
 * footer) just disappears, so it can never take the checkout down. The root's
 * onCaughtError (app/render-errors.ts) sends the error and its component stack to the
 * error log.
 */
import { Component, type ReactNode } from 'react';
import { LoadFailed } from '../components/load-failed.tsx';

interface Props { children: ReactNode; quiet?: boolean }

export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    // Said at once: unlike a failed call, which the toast announces, nothing else tells of it.
    return this.props.quiet ? null : <div role="alert"><LoadFailed failure="error.generic" retry={() => this.setState({ failed: false })} /></div>;
  }
}
