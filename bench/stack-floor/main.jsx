// The floor of DESIGN.md's front-end stack (issue 20, first load): the smallest page that renders a
// login form with it: React 19, Chakra UI v3 with the portal's theme (libs/ui), TanStack Router and
// Query, zod for the form's rule. The bench builds it and reports its gzipped JavaScript beside the
// portal's login page, so the page's own share shows.
import { Box, Button, ChakraProvider, Field, Heading, Input } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { system } from '../../libs/ui/src/theme';

const username = z.string().min(1, '请输入账号');

function Login() {
  const captcha = useQuery({ queryKey: ['captcha'], queryFn: () => fetch('/prod-api/captchaImage').then((r) => r.json()) });
  return (
    <Box maxW="sm" mx="auto" p="6">
      <Heading>企业登录</Heading>
      <Field.Root required>
        <Field.Label>账号</Field.Label>
        <Input name="username" onBlur={(e) => username.safeParse(e.target.value)} />
      </Field.Root>
      <Field.Root required>
        <Field.Label>密码</Field.Label>
        <Input name="password" type="password" />
      </Field.Root>
      <Button type="submit" disabled={captcha.isPending}>
        登录
      </Button>
    </Box>
  );
}

const rootRoute = createRootRoute();
const router = createRouter({ routeTree: rootRoute.addChildren([createRoute({ getParentRoute: () => rootRoute, path: '/', component: Login })]) });
createRoot(document.getElementById('root')).render(
  <ChakraProvider value={system}>
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </ChakraProvider>,
);
