import { Box, Button, CloseButton, Flex, HStack, Image, Input, SimpleGrid, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import { endpoints, MAX_TINY_HOME_IMAGES, type Attachment, type TinyHome } from '@portal/api';
import { useSession } from '@portal/auth';
import { ListSkeleton } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import * as t from '../../i18n/zh-CN';
import { api, notify } from '../../lib/api';
import { ButtonLink, FormField, KeywordBar, ListPage, PageFrame, QueryState } from '../common';
import { fileUrl, uploadProblem, useUploads } from '../files';
import { LazyRichTextEditor } from '../workbench';
import { ProductManager } from './ProductManager';
import { useMinihomeMutations, useOwnHome } from './queries';

const M = t.mini;

/** The tabs of /modifyMini: the page itself, and the products of HR service institutions. */
export type MiniTab = 'home' | 'product';

/** Pictures of the page: upload (png/jpg), remove, at most MAX_TINY_HOME_IMAGES; new ones are previewed from the local file. */
function ImagesField({ images, onChange, previews }: { images: Attachment[]; onChange: (next: Attachment[]) => void; previews: Map<number, string> }) {
  const { input, busy, choose } = useUploads(images, onChange, {
    check: (file) => uploadProblem(file) ?? (/\.(png|jpe?g)$/i.test(file.name) ? null : M.imageType),
    max: { count: MAX_TINY_HOME_IMAGES, tooMany: M.tooManyImages(MAX_TINY_HOME_IMAGES) },
    onUploaded: (saved, file) => previews.set(saved.id, URL.createObjectURL(file)),
  });
  return (
    <Stack gap="2">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="minihome-image-list">
        {images.map((img) => (
          <Box key={img.id} position="relative">
            <Image src={previews.get(img.id) ?? fileUrl(img.id)} alt={img.name} aspectRatio={4 / 3} objectFit="cover" borderRadius="md" w="full" bg="bg.muted" />
            <CloseButton size="2xs" position="absolute" top="1" right="1" bg="white" aria-label={`${t.files.remove} ${img.name}`} onClick={() => onChange(images.filter((x) => x.id !== img.id))} />
          </Box>
        ))}
      </SimpleGrid>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" colorPalette="brand" loading={busy} disabled={images.length >= MAX_TINY_HOME_IMAGES} onClick={() => input.current?.click()}>
          {M.addImages}
        </Button>
        <Text fontSize="xs" color="fg.muted">
          {M.imagesHint(MAX_TINY_HOME_IMAGES, images.length)}
        </Text>
        <chakra.input ref={input} type="file" multiple accept=".png,.jpg,.jpeg,image/png,image/jpeg" hidden aria-label={M.addImages} data-testid="minihome-image-input" onChange={(e) => void choose(e.target.files)} />
      </HStack>
    </Stack>
  );
}

/** The editor of the enterprise's own micro-homepage: introduction (rich text), notice line and pictures. */
function HomeEditor({ home }: { home: TinyHome }) {
  const [description, setDescription] = useState(home.description);
  const [remark, setRemark] = useState(home.remark);
  const [images, setImages] = useState(home.images);
  const [previews] = useState(() => new Map<number, string>());
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const { saveHome } = useMinihomeMutations();
  const navigate = useNavigate();
  const labelId = useId();
  const empty = description.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(description);
  const [touched, setTouched] = useState(false);
  const save = () => {
    setTouched(true);
    if (empty || remark.trim().length > 60) return;
    saveHome.mutate(
      { description, remark: remark.trim(), imageIds: images.map((i) => i.id) },
      {
        onSuccess: () => {
          notify(M.saved, 'success');
          void navigate({ to: '/minihome' });
        },
      },
    );
  };
  return (
    <Stack gap="5">
      <FormField label={M.remark} hint={M.remarkHint} error={remark.trim().length > 60 ? M.remarkTooLong : undefined}>
        <Input value={remark} onChange={(e) => setRemark(e.target.value)} placeholder={M.remarkPlaceholder} data-testid="minihome-remark-input" />
      </FormField>
      <FormField required label={M.intro} labelId={labelId} error={touched && empty ? M.introRequired : undefined}>
        <Box w="full" data-testid="minihome-editor">
          <LazyRichTextEditor initialHtml={home.description} onChange={setDescription} labelledBy={labelId} invalid={touched && empty} />
        </Box>
      </FormField>
      <FormField label={M.images}>
        <ImagesField images={images} onChange={setImages} previews={previews} />
      </FormField>
      <Flex justify="flex-end" gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
        <ButtonLink href="/minihome" variant="outline">
          {t.common.cancel}
        </ButtonLink>
        <Button colorPalette="brand" px="10" loading={saveHome.isPending} onClick={save} data-testid="minihome-save">
          {home.updatedAt ? M.save : M.create}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Staff's view of /modifyMini: the micro-homepages created (GET /api/center/minihome), each linked to its public page. */
function StaffMiniList() {
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [keyword, setKeyword] = useState<string>();
  const query = useQuery({
    queryKey: ['user', 'centerMinihome', paging.page, paging.limit, keyword] as const,
    queryFn: ({ signal }) => api.call(endpoints.centerMinihome, { ...paging, keyword }, { signal }),
    placeholderData: keepPreviousData,
  });
  const C = M.staffColumns;
  return (
    <ListPage
      title={M.staffTitle}
      filters={<KeywordBar label={M.searchPlaceholder} applied={keyword} onApply={(k) => (setKeyword(k), setPaging((p) => ({ ...p, page: 1 })))} />}
      query={query}
      rowKey={(r) => r.enterpriseId}
      testId="mini-home"
      empty={M.staffEmpty}
      paging={{ ...paging, onPage: (next) => setPaging((p) => ({ ...p, ...next })) }}
      columns={[
        {
          header: C[0]!,
          card: 'title',
          cell: (r) => (
            <Link to="/miniHomePc" search={{ id: r.enterpriseId }}>
              <Text as="span" color="brand.700" textDecoration="underline">
                {r.entName}
              </Text>
            </Link>
          ),
        },
        { header: C[1]!, cell: (r) => r.streetName },
        { header: C[2]!, cell: (r) => r.remark || '-' },
        { header: C[3]!, cell: (r) => r.images },
        { header: C[4]!, cell: (r) => r.posts },
        { header: C[5]!, cell: (r) => r.products },
        { header: C[6]!, cell: (r) => r.updatedAt.slice(0, 16), cellProps: { whiteSpace: 'nowrap' } },
      ]}
    />
  );
}

/**
 * /modifyMini: for an enterprise, the editor of its micro-homepage and, for HR service
 * institutions, the 人力资源产品发布 tab (?tab=product); for government staff, the list of
 * micro-homepages.
 */
export function ModifyMiniPage({ tab, onTabChange }: { tab: MiniTab; onTabChange: (tab: MiniTab) => void }) {
  const userType = useSession((s) => s.userType);
  const query = useOwnHome(userType === 2);
  if (userType === 1) return <StaffMiniList />;
  const home = query.data;
  const shown = home?.hrInstitution ? tab : 'home';
  return (
    <PageFrame title={shown === 'product' ? t.menu.hrProductRelease : M.editTitle}>
      <QueryState query={query} loading={<ListSkeleton rows={6} />}>
        {(home) =>
          home.hrInstitution ? (
            <Tabs.Root value={shown} onValueChange={(e) => onTabChange(e.value as MiniTab)} variant="enclosed" colorPalette="brand" lazyMount>
              <Tabs.List>
                <Tabs.Trigger value="home">{M.editTitle}</Tabs.Trigger>
                <Tabs.Trigger value="product">{t.menu.hrProductRelease}</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="home" pt="4">
                <HomeEditor home={home} />
              </Tabs.Content>
              <Tabs.Content value="product" pt="4">
                <ProductManager />
              </Tabs.Content>
            </Tabs.Root>
          ) : (
            <HomeEditor home={home} />
          )
        }
      </QueryState>
    </PageFrame>
  );
}
