import {
  Badge,
  Box,
  Button,
  CloseButton,
  Container,
  Drawer,
  Flex,
  HStack,
  IconButton,
  Link,
  Menu,
  Portal,
  Separator,
  Stack,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { SITE_TITLE } from '../theme';
import { ChevronDownIcon, LogoutIcon, MailIcon, MenuIcon, SiteEmblem, UserIcon } from './icons';
import { activateNavItem, badgeCount, followInApp, type NavItem, type NavigateFn } from './navigation';

export interface HeaderProps {
  /** menu items, in display order */
  items: NavItem[];
  /** key of the item (or dropdown) of the current page, highlighted */
  activeKey?: string | null;
  /** the logged-in user's display name, or null when logged out (then a 登录 button shows) */
  userName: string | null;
  unreadCount?: number;
  onNavigate: NavigateFn;
  onLogout: () => void;
  onLogin: () => void;
  /** where the title, 个人中心 and 我的消息 lead */
  homeHref?: string;
  profileHref?: string;
  messagesHref?: string;
  title?: string;
  /** the bureau's name under the title */
  subtitle?: string;
  /** controls shown in the header bar at every width (the portal's 长者模式 switch): before the user's links from md up, in a row of their own under the title on phones */
  extra?: ReactNode;
}

const navItemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  h: '12',
  px: { lg: '2.5', xl: '4' },
  color: 'white',
  fontSize: { lg: 'sm', xl: 'md' },
  fontWeight: 'medium',
  whiteSpace: 'nowrap',
  borderBottomWidth: '3px',
  borderColor: 'transparent',
  transition: 'background 0.15s',
  _hover: { bg: 'brand.700', textDecoration: 'none' },
  _focusVisible: { outline: '2px solid white', outlineOffset: '-4px' },
  '&[data-active]': { bg: 'brand.800', borderColor: 'accent.400' },
} as const;

/** A top-level nav link: a real anchor, navigated inside the app on a plain click. */
function NavLink({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate: NavigateFn }) {
  return (
    <Link
      href={item.href ?? '#'}
      onClick={(e: MouseEvent) => activateNavItem(e, item, onNavigate)}
      data-active={active ? '' : undefined}
      aria-current={active ? 'page' : undefined}
      {...navItemStyle}
    >
      {item.label}
    </Link>
  );
}

/**
 * A dropdown of the nav bar (通知公告, 企业微主页, 在线服务...). Items with an href are anchors
 * (navigated in the app on a plain click, opened in a tab on ctrl-click); items with only an action
 * are buttons. Both act on their own click, which the menu also sends for Enter and Space.
 *
 * The menu is positioned `fixed`, like its trigger in the sticky header: positioned `absolute` it
 * scrolled with the page and was moved back under the trigger only by the next repositioning, so on
 * a slow device a scroll while it was open slid the items away between the press and the release
 * and the click was lost (issue 11).
 */
function NavDropdown({ item, active, onNavigate }: { item: NavItem; active: boolean; onNavigate: NavigateFn }) {
  return (
    <Menu.Root lazyMount unmountOnExit positioning={{ placement: 'bottom-start', gutter: 0, strategy: 'fixed' }}>
      <Menu.Trigger asChild>
        <chakra.button type="button" data-active={active ? '' : undefined} cursor="pointer" bg="transparent" {...navItemStyle}>
          {item.label}
          <ChevronDownIcon />
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44" py="1" borderTopRadius="0" borderTopWidth="3px" borderTopColor="brand.600">
            {(item.children ?? []).map((child) => (
              // the element's own click runs the item (Enter on a highlighted item clicks it too), so a
              // choice never depends on the menu's highlight state while it opens or closes
              <Menu.Item key={child.key} value={child.key} asChild py="2" px="4" fontSize="md" cursor="pointer">
                {child.href ? (
                  <a href={child.href} onClick={(e) => activateNavItem(e, child, onNavigate)}>
                    {child.label}
                    <ItemCount count={child.count} />
                  </a>
                ) : (
                  <chakra.button type="button" w="full" textAlign="start" onClick={(e: MouseEvent) => activateNavItem(e, child, onNavigate)}>
                    {child.label}
                  </chakra.button>
                )}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Link of the user area (个人中心, 我的消息): an anchor navigated inside the app. */
function UserLink({ href, onNavigate, children, label }: { href: string; onNavigate: NavigateFn; children: React.ReactNode; label?: string }) {
  return (
    <Link
      href={href}
      aria-label={label}
      onClick={followInApp(href, onNavigate)}
      display="inline-flex"
      alignItems="center"
      gap="1"
      color="fg.muted"
      fontSize="sm"
      _hover={{ color: 'brand.600', textDecoration: 'none' }}
    >
      {children}
    </Link>
  );
}

function UnreadBadge({ count, floating = false }: { count: number; floating?: boolean }) {
  if (count <= 0) return null;
  return (
    <>
      <Badge
        data-testid="unread-badge"
        aria-hidden
        colorPalette="red"
        variant="solid"
        borderRadius="full"
        px="1.5"
        minW="5"
        justifyContent="center"
        fontSize="xs"
        {...(floating ? { position: 'absolute', top: '0', right: '0', transform: 'translate(25%, -10%)', boxShadow: '0 0 0 2px white' } : {})}
      >
        {badgeCount(count)}
      </Badge>
      <VisuallyHidden>（{count}条未读）</VisuallyHidden>
    </>
  );
}

/** A menu item's count ({@link NavItem.count}): a badge after the label, red when something waits, grey at 0; read as '（N项）'. */
function ItemCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <Badge data-testid="item-count" ms="auto" colorPalette={count > 0 ? 'red' : 'gray'} variant={count > 0 ? 'solid' : 'subtle'} borderRadius="full" minW="5" justifyContent="center" fontSize="xs">
      {badgeCount(count)}
      <VisuallyHidden>项</VisuallyHidden>
    </Badge>
  );
}

/** The phone menu: a drawer listing every item, dropdown children indented under their group. */
function MobileMenu(props: HeaderProps & { title: string }) {
  const { items, activeKey, userName, unreadCount = 0, onNavigate, onLogout, onLogin, profileHref = '/modifyPassword', messagesHref = '/userMessage' } = props;
  const [open, setOpen] = useState(false);
  const go = (e: MouseEvent, item: NavItem) => {
    activateNavItem(e, item, onNavigate);
    setOpen(false);
  };
  /** Closes the drawer, then runs `action` (退出, 登录). */
  const closeThen = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const row = (item: NavItem, depth: number) => (
    <Link
      key={item.key}
      href={item.href ?? '#'}
      onClick={(e: MouseEvent) => go(e, item)}
      display="flex"
      alignItems="center"
      minH="11"
      px={depth ? '6' : '3'}
      borderRadius="md"
      fontSize="md"
      color={activeKey === item.key ? 'brand.fg' : 'fg'}
      fontWeight={activeKey === item.key ? 'semibold' : 'normal'}
      bg={activeKey === item.key ? 'brand.subtle' : undefined}
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
    >
      {item.label}
      <ItemCount count={item.count} />
    </Link>
  );
  return (
    <Drawer.Root open={open} onOpenChange={(e) => setOpen(e.open)} placement="end" size="xs">
      <Drawer.Trigger asChild>
        <IconButton aria-label="打开菜单" variant="ghost" colorPalette="brand" display={{ base: 'inline-flex', lg: 'none' }} position="relative">
          <MenuIcon size={24} />
          <UnreadBadge count={userName ? unreadCount : 0} floating />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title fontSize="md">{userName ? `您好，${userName}` : '菜单'}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="3" py="2">
              <nav aria-label="主导航">
                <Stack gap="0">
                  {items.map((item) =>
                    item.children ? (
                      <Box key={item.key} py="1">
                        <Text px="3" py="1.5" fontSize="sm" color="fg.muted" fontWeight="semibold">
                          {item.label}
                        </Text>
                        {item.children.map((c) => row(c, 1))}
                      </Box>
                    ) : (
                      row(item, 0)
                    ),
                  )}
                </Stack>
              </nav>
              <Separator my="3" />
              {userName ? (
                <Stack gap="0">
                  {row({ key: '__profile', label: '个人中心', href: profileHref }, 0)}
                  <Link
                    href={messagesHref}
                    onClick={(e: MouseEvent) => go(e, { key: '__messages', label: '我的消息', href: messagesHref })}
                    display="flex"
                    alignItems="center"
                    gap="2"
                    minH="11"
                    px="3"
                    borderRadius="md"
                    _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  >
                    我的消息
                    <UnreadBadge count={unreadCount} />
                  </Link>
                  <Button
                    variant="ghost"
                    justifyContent="flex-start"
                    px="3"
                    color="accent.fg"
                    onClick={closeThen(onLogout)}
                  >
                    退出
                  </Button>
                </Stack>
              ) : (
                <Button
                  colorPalette="brand"
                  w="full"
                  onClick={closeThen(onLogin)}
                >
                  登录
                </Button>
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭菜单" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/**
 * The site header of SPEC.md section 2: the site title, the user area (greeting '您好，{name}',
 * 个人中心, 我的消息 with the unread count, 退出 — or a 登录 button when logged out) and the
 * blue nav bar with the menu items and dropdowns. Below the `lg` breakpoint the nav bar and
 * the user area collapse into a menu button that opens a drawer.
 */
export function Header(props: HeaderProps) {
  const {
    items,
    activeKey,
    userName,
    unreadCount = 0,
    onNavigate,
    onLogout,
    onLogin,
    homeHref = '/Home',
    profileHref = '/modifyPassword',
    messagesHref = '/userMessage',
    title = SITE_TITLE,
    subtitle = '区人力资源和社会保障局',
    extra,
  } = props;
  return (
    <Box as="header" bg="white" boxShadow="sm" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <Flex h={{ base: '14', lg: '16' }} align="center" justify="space-between" gap="4">
          <Link
            href={homeHref}
            onClick={followInApp(homeHref, onNavigate)}
            display="flex"
            alignItems="center"
            gap="3"
            _hover={{ textDecoration: 'none' }}
            minW="0"
          >
            <SiteEmblem size={40} />
            <Box minW="0">
              <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="bold" color="brand.800" lineHeight="1.2" letterSpacing="wider" truncate>
                {title}
              </Text>
              <Text fontSize="xs" color="fg.muted" lineHeight="1.4" display={{ base: 'none', sm: 'block' }}>
                {subtitle}
              </Text>
            </Box>
          </Link>

          {extra && (
            <Box display={{ base: 'none', md: 'block' }} flexShrink={0}>
              {extra}
            </Box>
          )}
          <HStack gap="4" display={{ base: 'none', lg: 'flex' }} flexShrink={0} role="group" aria-label="用户">
            {userName ? (
              <>
                <Text fontSize="sm" color="fg" data-testid="greeting">
                  您好，{userName}
                </Text>
                <Separator orientation="vertical" h="4" />
                <UserLink href={profileHref} onNavigate={onNavigate}>
                  <UserIcon size={16} />
                  个人中心
                </UserLink>
                <UserLink href={messagesHref} onNavigate={onNavigate}>
                  <MailIcon size={16} />
                  我的消息
                  <UnreadBadge count={unreadCount} />
                </UserLink>
                <Button size="sm" variant="outline" colorPalette="brand" onClick={onLogout}>
                  <LogoutIcon size={14} />
                  退出
                </Button>
              </>
            ) : (
              <Button size="sm" colorPalette="brand" px="6" onClick={onLogin}>
                登录
              </Button>
            )}
          </HStack>

          <MobileMenu {...props} title={title} />
        </Flex>
        {/* on phones the extra controls get their own row under the title, which keeps its width */}
        {extra && (
          <Flex display={{ base: 'flex', md: 'none' }} justify="flex-end" pb="2">
            {extra}
          </Flex>
        )}
      </Container>
      <Box bg="brand.600" display={{ base: 'none', lg: 'block' }}>
        <Container maxW="7xl" px={{ base: '3', md: '6' }}>
          <Flex as="nav" aria-label="主导航" justify="space-between">
            {items.map((item) =>
              item.children ? (
                <NavDropdown key={item.key} item={item} active={activeKey === item.key} onNavigate={onNavigate} />
              ) : (
                <NavLink key={item.key} item={item} active={activeKey === item.key} onNavigate={onNavigate} />
              ),
            )}
          </Flex>
        </Container>
      </Box>
    </Box>
  );
}
