import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@/styles/theme';

/** Renders a page template with the theme, as `_app` does (without the Layout). */
export function renderPage(element: ReactElement) {
  return render(<ThemeProvider theme={theme}>{element}</ThemeProvider>);
}
