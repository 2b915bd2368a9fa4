import { Alert, Box, Button, Container, Field, Flex, Heading, HStack, Image, Input, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import { endpoints, type LoginResult } from '@portal/api';
import { useSession } from '@portal/auth';
import { SiteEmblem } from '@portal/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText } from '../../lib/api';
import { SiteFooter, SITE_DIALOG_FLAG } from '../layout/SiteChrome';
import { useDocumentTitle } from '../layout/useDocumentTitle';

export type LoginKind = 'ent' | 'gov';

type FieldName = 'username' | 'password' | 'code';
type Errors = Partial<Record<FieldName, string>>;

const ENDPOINT = { ent: endpoints.entLogin, gov: endpoints.adminAccountLogin } as const;

/** The captcha of the login form; refetched on click and after every failed login. */
function useCaptcha(kind: LoginKind) {
  return useQuery({
    queryKey: ['captcha', kind],
    queryFn: ({ signal }) => api.call(endpoints.captcha, {}, { signal }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
}

/** Checks the form before sending: every empty field gets a Chinese message. */
export function validateLogin(values: Record<FieldName, string>, captchaEnabled: boolean): Errors {
  const errors: Errors = {};
  if (!values.username.trim()) errors.username = t.login.usernameRequired;
  if (!values.password) errors.password = t.login.passwordRequired;
  if (captchaEnabled && !values.code.trim()) errors.code = t.login.codeRequired;
  return errors;
}

/**
 * The login form of / (企业登录) and /login2 (政府部门登录): 账号, 密码 and, when the server has
 * captchas on, 验证码 with its image (click for a new one). Empty fields get a message under
 * the field; a failed login shows the server's reason, keeps 账号 and 密码, and loads a new
 * captcha. A successful login stores the session and goes to /Home.
 */
export function LoginForm({ kind }: { kind: LoginKind }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const captcha = useCaptcha(kind);
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const focusField = (name: FieldName) => ({ username: usernameRef, password: passwordRef, code: codeRef })[name].current?.focus();
  const captchaEnabled = captcha.data?.captchaEnabled ?? false;

  const login = useMutation({
    mutationFn: (input: { username: string; password: string; code?: string; uuid?: string }) => api.call(ENDPOINT[kind], input),
    onSuccess: (result: LoginResult) => {
      useSession.getState().login(result);
      sessionStorage.removeItem(SITE_DIALOG_FLAG);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] === 'user' });
      void navigate({ to: '/Home' });
    },
    onError: (error) => {
      setFormError(errorText(error) ?? t.login.failed);
      setValues((v) => ({ ...v, code: '' }));
      void captcha.refetch();
      focusField(captchaEnabled ? 'code' : 'password');
    },
  });

  const set = (name: FieldName) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((er) => ({ ...er, [name]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (login.isPending) return;
    const found = validateLogin(values, captchaEnabled);
    setErrors(found);
    const first = (['username', 'password', 'code'] as const).find((n) => found[n]);
    if (first) {
      setFormError(null);
      focusField(first);
      return;
    }
    setFormError(null);
    login.mutate({
      username: values.username.trim(),
      password: values.password,
      ...(captchaEnabled && captcha.data ? { code: values.code.trim(), uuid: captcha.data.uuid } : {}),
    });
  };

  return (
    <chakra.form onSubmit={submit} noValidate aria-label={kind === 'ent' ? t.login.entTitle : t.login.govTitle}>
      <Stack gap="4">
        {formError && (
          <Alert.Root status="error" size="sm" borderRadius="md" data-testid="login-error">
            <Alert.Indicator />
            <Alert.Title>{formError}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root invalid={Boolean(errors.username)}>
          <Field.Label fontWeight="medium">{t.login.username}</Field.Label>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            placeholder={t.login.usernamePlaceholder}
            value={values.username}
            onChange={set('username')}
            size="lg"
            maxLength={64}
          />
          <Field.ErrorText>{errors.username}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.password)}>
          <Field.Label fontWeight="medium">{t.login.password}</Field.Label>
          <Box position="relative" w="full">
            <Input
              ref={passwordRef}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              placeholder={t.login.passwordPlaceholder}
              value={values.password}
              onChange={set('password')}
              size="lg"
              pr="16"
              maxLength={128}
            />
            <Button
              type="button"
              variant="ghost"
              size="xs"
              position="absolute"
              right="2"
              top="50%"
              transform="translateY(-50%)"
              color="fg.muted"
              aria-label={showPassword ? t.login.hidePassword : t.login.showPassword}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              {showPassword ? '隐藏' : '显示'}
            </Button>
          </Box>
          <Field.ErrorText>{errors.password}</Field.ErrorText>
        </Field.Root>
        {(captcha.isPending || captchaEnabled || captcha.isError) && (
          <Field.Root invalid={Boolean(errors.code)}>
            <Field.Label fontWeight="medium">{t.login.code}</Field.Label>
            <HStack w="full" gap="3" align="stretch">
              <Input
                ref={codeRef}
                name="code"
                autoComplete="off"
                inputMode="text"
                placeholder={t.login.codePlaceholder}
                value={values.code}
                onChange={set('code')}
                size="lg"
                flex="1"
                minW="0"
                maxLength={8}
              />
              <chakra.button
                type="button"
                onClick={() => void captcha.refetch()}
                title={t.login.captchaRefresh}
                aria-label={t.login.captchaAlt}
                w="32"
                h="12"
                flexShrink={0}
                borderWidth="1px"
                borderColor="border"
                borderRadius="md"
                overflow="hidden"
                bg="white"
                cursor="pointer"
                data-testid="captcha-image"
                display="flex"
                alignItems="center"
                justifyContent="center"
                fontSize="xs"
                color="fg.muted"
              >
                {captcha.isFetching && !captcha.data ? (
                  <Skeleton w="full" h="full" />
                ) : captcha.data?.img ? (
                  <Image src={captcha.data.img} alt="" w="full" h="full" objectFit="contain" opacity={captcha.isFetching ? 0.4 : 1} />
                ) : (
                  t.login.captchaFailed
                )}
              </chakra.button>
            </HStack>
            {errors.code ? <Field.ErrorText>{errors.code}</Field.ErrorText> : <Field.HelperText>{t.login.captchaRefresh}</Field.HelperText>}
          </Field.Root>
        )}
        <Button type="submit" colorPalette="brand" size="lg" w="full" mt="2" loading={login.isPending} loadingText={t.login.submitting} letterSpacing="widest">
          {t.login.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}

/** Tabs between the two login pages; real links to / and /login2. */
function LoginTabs({ kind }: { kind: LoginKind }) {
  const tabs = [
    { k: 'ent' as const, to: '/' as const, label: t.login.entTitle },
    { k: 'gov' as const, to: '/login2' as const, label: t.login.govTitle },
  ];
  return (
    <Flex as="nav" aria-label="登录方式" borderBottomWidth="1px" borderColor="border" mb="6">
      {tabs.map((tab) => {
        const active = tab.k === kind;
        return (
          <Link key={tab.k} to={tab.to} aria-current={active ? 'page' : undefined} style={{ flex: 1 }}>
            <Box
              textAlign="center"
              py="3"
              fontSize="md"
              fontWeight={active ? 'bold' : 'normal'}
              color={active ? 'brand.fg' : 'fg.muted'}
              borderBottomWidth="3px"
              borderColor={active ? 'brand.600' : 'transparent'}
              mb="-1px"
              _hover={{ color: 'brand.fg' }}
            >
              {tab.label}
            </Box>
          </Link>
        );
      })}
    </Flex>
  );
}

/** / and /login2: the login card on the site's backdrop, with a link to the other login. */
export function LoginPage({ kind }: { kind: LoginKind }) {
  const title = kind === 'ent' ? t.login.entTitle : t.login.govTitle;
  useDocumentTitle(title);
  const user = useSession((s) => s.user);
  return (
    <Flex direction="column" minH="100vh">
      <Box
        as="main"
        id="main"
        flex="1"
        bgColor="brand.800"
        bgImage="radial-gradient(circle at 80% 10%, rgba(255,255,255,0.14) 0, rgba(255,255,255,0) 45%), radial-gradient(circle at 0% 100%, rgba(200,38,42,0.35) 0, rgba(200,38,42,0) 40%), linear-gradient(135deg, #082651 0%, #0d3f86 50%, #1f60bd 100%)"
        py={{ base: '6', md: '16' }}
      >
        <Container maxW="6xl" px={{ base: '3', md: '6' }}>
          <Flex direction={{ base: 'column', lg: 'row' }} align="center" justify="space-between" gap={{ base: '6', lg: '12' }}>
            <Stack color="white" gap={{ base: '2', md: '4' }} align={{ base: 'center', lg: 'flex-start' }} textAlign={{ base: 'center', lg: 'left' }} flex="1">
              <HStack gap="3">
                <Box bg="white" borderRadius="14px" p="1">
                  <SiteEmblem size={44} />
                </Box>
                <Text fontSize={{ base: 'sm', md: 'md' }} opacity={0.9} letterSpacing="wider">
                  {t.site.bureau}
                </Text>
              </HStack>
              <Heading as="p" fontSize={{ base: '3xl', md: '5xl' }} fontWeight="bold" letterSpacing="widest" textShadow="0 2px 10px rgba(0,0,0,0.3)">
                {t.site.title}
              </Heading>
              <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.85} letterSpacing="wider" display={{ base: 'none', md: 'block' }}>
                服务企业 · 服务人才 · 服务发展
              </Text>
            </Stack>
            <Box bg="white" borderRadius="xl" boxShadow="2xl" w="full" maxW="md" px={{ base: '5', md: '8' }} py={{ base: '6', md: '8' }}>
              <LoginTabs kind={kind} />
              <Heading as="h1" fontSize="xl" color="brand.900" mb="1">
                {title}
              </Heading>
              <Text fontSize="sm" color="fg.muted" mb="5">
                {kind === 'ent' ? t.login.entIntro : t.login.govIntro}
              </Text>
              {user && (
                <Alert.Root status="info" size="sm" borderRadius="md" mb="4">
                  <Alert.Indicator />
                  <Alert.Description>
                    您已登录为 {user.name || user.userName}，
                    <Link to="/Home" style={{ textDecoration: 'underline' }}>
                      进入首页
                    </Link>
                  </Alert.Description>
                </Alert.Root>
              )}
              <LoginForm kind={kind} />
              <Flex justify="flex-end" mt="5" fontSize="sm">
                <Link to="/Home" style={{ color: 'var(--chakra-colors-brand-fg)' }}>
                  {t.login.visitHome}
                </Link>
              </Flex>
            </Box>
          </Flex>
        </Container>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
