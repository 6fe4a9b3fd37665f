import { configure } from '@testing-library/react';

// waitFor gives up after 1 s by default: on a busy 2-core machine a call through the fake and the
// render after it can take longer. It still returns as soon as what it waits for has happened.
configure({ asyncUtilTimeout: 15_000 });
