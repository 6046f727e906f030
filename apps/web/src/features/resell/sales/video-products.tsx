// Resale products on one video (spec 3: full product name, discount code, store; spec 6
// manageResellProducts): the list, and for those who manage them a picker of store, product
// (searched in the store's catalogue) and discount code (checked at the store by the server; spec 8
// "Cannot add a product"), and removal after a confirmation (spec 8 "Failed to remove a product").
// The button opens it from wherever a video is listed: the reseller's videos on resellPerformance,
// and each case video of a package (lib/case-video-actions-slot.tsx).
import { canSeeResellProducts, channelFreeCapabilities, type ResellVideoProduct } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { RemovableList } from '../../../components/removable-list.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { useEndpointMutation, useEndpointQuery, useEndpointWrite } from '../../../lib/endpoint-query.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import '../i18n.ts';

type Props = { videoId: string; title: string };

/** Whether the caller adds and removes resale products (spec 6 manageResellProducts). */
export function useManagesResellProducts(): boolean {
  const { subject } = useAccess();
  return channelFreeCapabilities(subject).components.has('manageResellProducts');
}

/** "Products" beside a video: opens the video's resale products. Nothing for those who may not see them. */
export function VideoProductsButton({ videoId, title }: Props) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  const [open, setOpen] = useState(false);
  if (!canSeeResellProducts(subject)) return null;
  return (
    <>
      <Button size="small" variant="text" onClick={() => setOpen(true)} data-testid="video-products-open" data-video={videoId}>
        {t('sales:products.open')}
      </Button>
      {open && <VideoProductsDialog videoId={videoId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

export function VideoProductsDialog({ videoId, title, onClose }: Props & { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const write = useEndpointWrite();
  const canEdit = useManagesResellProducts();
  const products = useEndpointQuery('resellVideoProducts', { params: { videoId } });
  const [removing, setRemoving] = useState<ResellVideoProduct | null>(null);
  const list = products.data?.products ?? [];

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="video-products-dialog">
      <DialogTitle>{t('sales:products.title', { title })}</DialogTitle>
      <DialogContent>
        {products.isError && (
          <Alert severity="error" role="alert">
            {products.error.message}
          </Alert>
        )}
        {products.isSuccess && list.length === 0 && (
          <Typography variant="body2" color="text.secondary" data-testid="video-products-empty">
            {canEdit ? t('sales:products.emptyManage') : t('sales:products.empty')}
          </Typography>
        )}
        {list.length > 0 && (
          <RemovableList
            items={list}
            itemKey={(p) => p.id}
            testId="video-products-list"
            itemTestId="video-product"
            itemData={(p) => ({ 'data-code': p.discount_code })}
            remove={
              canEdit
                ? {
                    tooltip: t('sales:products.remove'),
                    label: (p) => t('sales:products.removeNamed', { product: p.product_title }),
                    onClick: setRemoving,
                    testId: 'video-product-remove',
                  }
                : undefined
            }
          >
            {(p) => (
              <ListItemText
                primary={p.product_title}
                secondary={t('sales:products.line', { code: p.discount_code, store: p.store.name })}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            )}
          </RemovableList>
        )}
        {canEdit && (
          <AddProductForm
            videoId={videoId}
            onAdded={(added) => {
              toast(t('sales:products.added', { product: added.product_title }), 'success');
            }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="video-products-close">
          {t('sales:products.close')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={removing !== null}
        title={t('sales:products.removeTitle')}
        body={t('sales:products.removeBody', { product: removing?.product_title ?? '', code: removing?.discount_code ?? '' })}
        confirmLabel={t('sales:products.remove')}
        danger
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          try {
            await write('resellVideoProductRemove', { params: { videoId, resaleId: removing!.id } });
          } catch (error) {
            throw new Error(`${t('sales:products.removeFailed')} ${error instanceof Error ? error.message : ''}`.trim());
          }
          toast(t('sales:products.removed'), 'success');
          setRemoving(null);
        }}
      />
    </Dialog>
  );
}

type Product = { product_id: number; title: string };

function AddProductForm({ videoId, onAdded }: { videoId: string; onAdded: (added: ResellVideoProduct) => void }) {
  const { t } = useTranslation();
  const [storeId, setStoreId] = useState<number | ''>('');
  const [product, setProduct] = useState<Product | null>(null);
  const [search, setSearch] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ store?: string; product?: string; code?: string; form?: string }>({});
  const q = useDeferredValue(search);
  const stores = useEndpointQuery('resellCatalogue', { query: {} });
  const catalogue = useEndpointQuery('resellCatalogue', { query: { store: storeId as number, q } }, { enabled: storeId !== '' });
  const add = useEndpointMutation('resellVideoProductAdd', {
    onSuccess: (added) => {
      setProduct(null);
      setSearch('');
      setCode('');
      setErrors({});
      onAdded(added);
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : t('sales:products.addFailed');
      if (error instanceof ApiError && (error.fields.discount_code || error.code === 'errors.resellDiscountCodeUnknown')) setErrors({ code: message });
      else if (error instanceof ApiError && error.fields.product_id) setErrors({ product: message });
      else setErrors({ form: message });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    if (storeId === '') next.store = t('messages:validation.resellStoreRequired');
    if (!product) next.product = t('messages:validation.resellProductRequired');
    if (!/^\S{1,255}$/.test(code.trim())) next.code = t('messages:validation.resellDiscountCode');
    setErrors(next);
    if (Object.keys(next).length === 0)
      add.mutate({ params: { videoId }, body: { store_id: storeId as number, product_id: product!.product_id, discount_code: code.trim() } });
  };
  const storeList = stores.data?.stores ?? [];

  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }} data-testid="video-product-form">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {t('sales:products.addTitle')}
      </Typography>
      {stores.isSuccess && storeList.length === 0 && (
        <Alert severity="info" data-testid="video-product-no-stores">
          {t('sales:products.noStores')}
        </Alert>
      )}
      {storeList.length > 0 && (
        <Stack spacing={1.5}>
          <TextField
            select
            size="small"
            label={t('sales:products.store')}
            value={storeId}
            onChange={(e) => {
              setStoreId(Number(e.target.value));
              setProduct(null);
              setErrors({});
            }}
            error={!!errors.store}
            helperText={errors.store}
            slotProps={{ htmlInput: { 'data-testid': 'video-product-store' } }}
          >
            {storeList.map((s) => (
              <MenuItem key={s.id} value={s.id} data-testid={`video-product-store-${s.id}`}>
                {`${s.name} (${s.currency})`}
              </MenuItem>
            ))}
          </TextField>
          <Autocomplete
            size="small"
            options={catalogue.data?.products ?? []}
            value={product}
            onChange={(_e, next) => setProduct(next)}
            inputValue={search}
            onInputChange={(_e, next) => setSearch(next)}
            filterOptions={(options) => options}
            getOptionLabel={(o) => o.title}
            isOptionEqualToValue={(a, b) => a.product_id === b.product_id}
            loading={catalogue.isFetching}
            disabled={storeId === ''}
            noOptionsText={t('sales:products.noMatch')}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('sales:products.product')}
                error={!!errors.product}
                helperText={errors.product ?? t('sales:products.productHelp')}
                inputProps={{ ...params.inputProps, 'data-testid': 'video-product-product' }}
              />
            )}
          />
          <TextField
            size="small"
            label={t('sales:products.code')}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              setErrors((prev) => ({ ...prev, code: undefined }));
            }}
            error={!!errors.code}
            helperText={errors.code ?? t('sales:products.codeHelp')}
            slotProps={{ htmlInput: { 'data-testid': 'video-product-code', maxLength: 255, autoCapitalize: 'characters' } }}
          />
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
          <Box>
            <Button type="submit" variant="contained" disabled={add.isPending} data-testid="video-product-add">
              {t('sales:products.add')}
            </Button>
          </Box>
        </Stack>
      )}
    </Box>
  );
}
