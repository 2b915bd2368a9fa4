import { Box, Button, Container, HStack, Input } from '@chakra-ui/react';
import type { TinyHome } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ListSkeleton, Note } from '@portal/ui';
import { useState, type ReactNode } from 'react';
import * as t from '../../i18n/zh-CN';
import { notify } from '../../lib/api';
import { ButtonLink, FormDialog, FormField, LinkButtons, PageFrame, QueryState, type QueryStateProps } from '../common';
import { useDocumentTitle } from '../layout';
import { MiniHomeView } from './MiniHomeView';
import { useMinihomeMutations, useOwnHome, usePublicHome } from './queries';

const M = t.mini;

/** An outlined button on the banner's brand gradient. */
const ON_BANNER = { size: 'sm', variant: 'outline', color: 'white', borderColor: 'whiteAlpha.600', _hover: { bg: 'whiteAlpha.200' } } as const;

/** The link to the same micro-homepage in the other layout (手机版 / 电脑版), on the banner. */
function OtherLayout({ layout, id }: { layout: 'phone' | 'pc'; id?: number }) {
  const query = id === undefined ? '' : `?id=${id}`;
  return (
    <ButtonLink href={layout === 'pc' ? `/minihome${query}` : `/miniHomePc${query}`} {...ON_BANNER}>
      {layout === 'pc' ? t.mini.phoneView : t.mini.pcView}
    </ButtonLink>
  );
}

/** The owner's quick change of the notice line (POST modifyRemark), without editing the whole page. */
function RemarkButton({ remark }: { remark: string }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(remark);
  const { saveRemark } = useMinihomeMutations();
  const tooLong = value.trim().length > 60;
  const save = async () => {
    await saveRemark.mutateAsync(value.trim());
    notify(M.remarkSaved, 'success');
    return true;
  };
  return (
    <>
      <Button {...ON_BANNER} onClick={() => (setValue(remark), setOpen(true))}>
        {M.editRemark}
      </Button>
      <FormDialog open={open} title={M.editRemark} onClose={() => setOpen(false)} onSubmit={save} size="md" submitDisabled={tooLong}>
        <FormField label={M.remark} hint={M.remarkHint} error={tooLong ? M.remarkTooLong : undefined}>
          <Input value={value} onChange={(e) => setValue(e.target.value)} placeholder={M.remarkPlaceholder} />
        </FormField>
      </FormDialog>
    </>
  );
}

/** A micro-homepage's query: its skeleton or error in a container, then the page, which draws its own frame. */
function Loaded<T>({ query, children }: { query: QueryStateProps<T>['query']; children: (home: T) => ReactNode }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <Container maxW="5xl" py="8">
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {children}
      </QueryState>
    </Container>
  );
}

/** The enterprise's own page: its micro-homepage with the owner's buttons, or the invitation to create it. */
function OwnHome({ layout }: { layout: 'phone' | 'pc' }) {
  const query = useOwnHome();
  useDocumentTitle(M.myTitle);
  return <Loaded query={query}>{(home) => <OwnHomeView home={home} layout={layout} />}</Loaded>;
}

/** {@link OwnHome} once loaded. */
function OwnHomeView({ home, layout }: { home: TinyHome; layout: 'phone' | 'pc' }) {
  if (!home.updatedAt) {
    return (
      <PageFrame title={M.myTitle} maxW="3xl">
        <Box data-testid="minihome-create">
          <EmptyState
            title={M.notCreated}
            description={M.notCreatedHint}
            action={
              <ButtonLink href="/modifyMini" colorPalette="brand">
                {M.create}
              </ButtonLink>
            }
          />
        </Box>
      </PageFrame>
    );
  }
  return (
    <MiniHomeView
      home={home}
      layout={layout}
      actions={
        <>
          <ButtonLink href="/modifyMini" size="sm" bg="white" color="brand.800" _hover={{ bg: 'whiteAlpha.900' }}>
            {M.edit}
          </ButtonLink>
          <RemarkButton remark={home.remark} />
          <OtherLayout layout={layout} />
        </>
      }
    />
  );
}

/** Someone's public micro-homepage (?id= an enterprise id). */
function PublicHome({ id, layout }: { id: number; layout: 'phone' | 'pc' }) {
  const query = usePublicHome(id);
  useDocumentTitle(query.data?.entName ?? t.menu.miniHome);
  return (
    <Loaded query={query}>
      {(home) => (
        <MiniHomeView
          home={home}
          layout={layout}
          actions={<OtherLayout layout={layout} id={id} />}
        />
      )}
    </Loaded>
  );
}

/**
 * /minihome and /miniHomePc (SPEC.md section 2, the header's 我的微主页): with ?id=N the public
 * micro-homepage of enterprise N; without it, an enterprise's own page (or the invitation to
 * create it), and for others a pointer to the listings where micro-homepages are linked.
 */
export function MiniHomePage({ search: { id }, layout }: { search: { id?: number | undefined }; layout: 'phone' | 'pc' }) {
  const isEnterprise = useSession((s) => s.userType === 2 && s.user !== null);
  if (id !== undefined) return <PublicHome id={id} layout={layout} />;
  if (isEnterprise) return <OwnHome layout={layout} />;
  return (
    <PageFrame title={t.menu.miniHome} maxW="3xl">
      <Box>
        <EmptyState
          title={t.mini.choose}
          description={t.mini.chooseHint}
          action={
            <LinkButtons
              justify="center"
              links={[
                { href: '/organList?type=2', label: t.organisation.types[2], solid: true },
                { href: '/organList?type=1', label: t.organisation.types[1] },
              ]}
            />
          }
        />
        <HStack justify="center" mt="2">
          <Note>{t.mini.loginHint}</Note>
        </HStack>
      </Box>
    </PageFrame>
  );
}
