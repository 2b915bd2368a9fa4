import { Box, Button, CloseButton, Field, Flex, HStack, Image, Input, SimpleGrid, Stack, Table, Tabs, Text, chakra } from '@chakra-ui/react';
import { endpoints, MAX_TINY_HOME_IMAGES, type Attachment, type TinyHome } from '@portal/api';
import { useSession } from '@portal/auth';
import { EmptyState, ErrorState, ListSkeleton, PaginationBar } from '@portal/ui';
import { Link, useNavigate } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../i18n/zh-CN';
import { api, errorText, notify } from '../../lib/api';
import { FilterBar, PageFrame } from '../common';
import { fileUrl, uploadFile, uploadProblem } from '../files';
import { RichTextEditor } from '../workbench';
import { ProductManager } from './ProductManager';
import { useMinihomeMutations, useOwnHome } from './queries';

/** The tabs of /modifyMini: the page itself, and the products of HR service institutions. */
export type MiniTab = 'home' | 'product';

/** Pictures of the page: upload (png/jpg), remove, at most MAX_TINY_HOME_IMAGES; new ones are previewed from the local file. */
function ImagesField({ images, onChange, previews }: { images: Attachment[]; onChange: (next: Attachment[]) => void; previews: Map<number, string> }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const M = t.mini;
  const choose = async (files: FileList | null) => {
    if (!files) return;
    setBusy(true);
    let next = images;
    try {
      for (const file of Array.from(files)) {
        if (next.length >= MAX_TINY_HOME_IMAGES) {
          notify(M.tooManyImages(MAX_TINY_HOME_IMAGES), 'error');
          break;
        }
        const problem = uploadProblem(file) ?? (/\.(png|jpe?g)$/i.test(file.name) ? null : M.imageType);
        if (problem) {
          notify(`${file.name}：${problem}`, 'error');
          continue;
        }
        try {
          const saved = await uploadFile(file);
          previews.set(saved.id, URL.createObjectURL(file));
          next = [...next, saved];
          onChange(next);
        } catch {
          // the API client has shown why
        }
      }
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
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
  const M = t.mini;
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
      <Field.Root invalid={remark.trim().length > 60}>
        <Field.Label>{M.remark}</Field.Label>
        <Input value={remark} onChange={(e) => setRemark(e.target.value)} placeholder={M.remarkPlaceholder} data-testid="minihome-remark-input" />
        <Field.HelperText>{M.remarkHint}</Field.HelperText>
        <Field.ErrorText>{M.remarkTooLong}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={touched && empty} required>
        <Field.Label id={labelId}>
          {M.intro}
          <Field.RequiredIndicator />
        </Field.Label>
        <Box w="full" data-testid="minihome-editor">
          <RichTextEditor initialHtml={home.description} onChange={setDescription} labelledBy={labelId} invalid={touched && empty} />
        </Box>
        <Field.ErrorText>{M.introRequired}</Field.ErrorText>
      </Field.Root>
      <Field.Root>
        <Field.Label>{M.images}</Field.Label>
        <ImagesField images={images} onChange={setImages} previews={previews} />
      </Field.Root>
      <Flex justify="flex-end" gap="3" direction={{ base: 'column-reverse', sm: 'row' }}>
        <Button asChild variant="outline">
          <Link to="/minihome">{t.common.cancel}</Link>
        </Button>
        <Button colorPalette="brand" px="10" loading={saveHome.isPending} onClick={save} data-testid="minihome-save">
          {home.updatedAt ? M.save : M.create}
        </Button>
      </Flex>
    </Stack>
  );
}

/** Staff's view of /modifyMini: the micro-homepages created (GET /api/center/minihome), each linked to its public page. */
function StaffMiniList() {
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [typed, setTyped] = useState('');
  const query = useQuery({
    queryKey: ['user', 'centerMinihome', page, limit, keyword] as const,
    queryFn: ({ signal }) => api.call(endpoints.centerMinihome, { page, limit, keyword }, { signal }),
    placeholderData: keepPreviousData,
  });
  const M = t.mini;
  return (
    <PageFrame title={M.staffTitle}>
      <FilterBar
        flexWrap="nowrap"
        onSearch={() => {
          setKeyword(typed.trim());
          setPage(1);
        }}
      >
        <Input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder={M.searchPlaceholder} maxW="sm" />
      </FilterBar>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !query.data ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.total === 0 ? (
        <EmptyState title={M.staffEmpty} />
      ) : (
        <>
          <Box overflowX="auto" tabIndex={0}>
            <Table.Root size="sm" variant="outline" minW="2xl">
              <Table.Header>
                <Table.Row>
                  {M.staffColumns.map((c) => (
                    <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {query.data.list.map((r) => (
                  <Table.Row key={r.enterpriseId}>
                    <Table.Cell>
                      <Link to="/miniHomePc" search={{ id: r.enterpriseId }}>
                        <Text as="span" color="brand.700" textDecoration="underline">
                          {r.entName}
                        </Text>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{r.streetName}</Table.Cell>
                    <Table.Cell>{r.remark || '-'}</Table.Cell>
                    <Table.Cell>{r.images}</Table.Cell>
                    <Table.Cell>{r.posts}</Table.Cell>
                    <Table.Cell>{r.products}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{r.updatedAt.slice(0, 16)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <PaginationBar page={page} limit={limit} total={query.data.total} onPageChange={setPage} onLimitChange={(l) => (setLimit(l), setPage(1))} />
        </>
      )}
    </PageFrame>
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
  const M = t.mini;
  if (userType === 1) return <StaffMiniList />;
  const home = query.data;
  const shown = home?.hrInstitution ? tab : 'home';
  return (
    <PageFrame title={shown === 'product' ? t.menu.hrProductRelease : M.editTitle}>
      {query.isPending ? (
        <ListSkeleton rows={6} />
      ) : !home ? (
        <ErrorState message={errorText(query.error)} onRetry={() => void query.refetch()} />
      ) : home.hrInstitution ? (
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
      )}
    </PageFrame>
  );
}
