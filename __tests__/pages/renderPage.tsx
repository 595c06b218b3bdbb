import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a page template as `_app` does (without the Layout). */
export function renderPage(element: ReactElement) {
  return render(element);
}
