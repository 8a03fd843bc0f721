import { Box, Button, Stack, Typography } from '@mui/material';
import { useListPaginationContext, useTranslate } from 'react-admin';

const WINDOW = 5;
const GAP = 'gap';

/** The page buttons of docs/especificacion-operaciones.md §2: up to 5 around the current page, plus the first and last behind a gap. */
const pageItems = (page: number, totalPages: number): Array<number | typeof GAP> => {
    const end = Math.min(totalPages, Math.max(1, page - Math.floor(WINDOW / 2)) + WINDOW - 1);
    const start = Math.max(1, end - WINDOW + 1);
    const items: Array<number | typeof GAP> = [];
    if (start > 1) items.push(1);
    if (start > 2) items.push(GAP);
    for (let number = start; number <= end; number++) items.push(number);
    if (end < totalPages - 1) items.push(GAP);
    if (end < totalPages) items.push(totalPages);
    return items;
};

/** "Mostrando x - y de total registros", Anterior, the page buttons and Siguiente; nothing when there is one page. */
export const NumberedPagination = () => {
    const translate = useTranslate();
    const { isPending, page, perPage, total, setPage } = useListPaginationContext();
    const totalPages = total ? Math.ceil(total / perPage) : 0;
    if (isPending || !total || totalPages <= 1) return null;

    const from = (page - 1) * perPage + 1;
    const to = Math.min(page * perPage, total);
    return (
        <Box
            component="nav"
            aria-label={translate('app.pagination.label')}
            sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                p: 2,
            }}
        >
            <Typography variant="body2" color="text.secondary">
                {translate('app.pagination.showing', { from, to, total })}
            </Typography>
            <Stack direction="row" spacing={0.5} alignItems="center">
                <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    {translate('app.pagination.previous')}
                </Button>
                {pageItems(page, totalPages).map((item, index) =>
                    item === GAP ? (
                        <Typography key={`gap-${index}`} component="span" aria-hidden sx={{ px: 0.5 }}>
                            …
                        </Typography>
                    ) : (
                        <Button
                            key={item}
                            size="small"
                            variant={item === page ? 'contained' : 'outlined'}
                            aria-current={item === page ? 'page' : undefined}
                            aria-label={translate('ra.navigation.page', { page: item })}
                            onClick={() => setPage(item)}
                            sx={{ minWidth: 36 }}
                        >
                            {item}
                        </Button>
                    ),
                )}
                <Button size="small" disabled={page >= totalPages} onClick={() => setPage(page + 1)}>
                    {translate('app.pagination.next')}
                </Button>
            </Stack>
        </Box>
    );
};
