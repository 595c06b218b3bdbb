import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// waitFor/findBy wait up to 5 s (default 1 s): on a loaded 2-core CI machine a lazily imported
// component (side menu, dialogs) can take longer than a second to arrive. A passing wait still
// ends as soon as its assertion holds.
configure({ asyncUtilTimeout: 5000 });
