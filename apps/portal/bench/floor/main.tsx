import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, RouterProvider } from 'react-router';

// The floor `pnpm bench` measures the portal against: React, react-dom and React Router's data
// router with two routes, and nothing else. A page cannot load less and still be such an app.

function Home() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The least a React Router app loads.</p>
      <Link to="/about">About</Link>
    </main>
  );
}

function About() {
  return (
    <main>
      <h1>About</h1>
      <Link to="/">Home</Link>
    </main>
  );
}

const router = createBrowserRouter([
  { path: '/', Component: Home },
  { path: '/about', Component: About },
  { path: '*', Component: Home },
]);

const container = document.getElementById('root');
if (container === null) throw new Error('The floor page has no #root.');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
