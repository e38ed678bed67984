import { RouterProvider, type createBrowserRouter } from 'react-router';

type BrowserRouter = ReturnType<typeof createBrowserRouter>;

export function App({ router }: { router: BrowserRouter }) {
  return <RouterProvider router={router} />;
}
