import { Box, MenuItem, TextField } from '@mui/material';
import { ListPaginationContext, useTranslate } from 'react-admin';
import { NumberedPagination } from '../common/NumberedPagination';
import { PAGE_SIZES } from './record';

interface AuditPaginationProps {
    page: number;
    pageSize: number;
    total: number;
    onPage(page: number): void;
    onPageSize(pageSize: number): void;
}

/** The app's numbered pagination (Mostrando x - y de z registros, Anterior, pages, Siguiente) and 25/50/100 per page. */
export const AuditPagination = ({ page, pageSize, total, onPage, onPageSize }: AuditPaginationProps) => {
    const translate = useTranslate();
    const totalPages = Math.ceil(total / pageSize);
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ flex: 1 }}>
                <ListPaginationContext.Provider
                    value={{
                        resource: 'Audit',
                        isLoading: false,
                        isPending: false,
                        page,
                        perPage: pageSize,
                        total,
                        hasPreviousPage: page > 1,
                        hasNextPage: page < totalPages,
                        setPage: onPage,
                        setPerPage: onPageSize,
                    }}
                >
                    <NumberedPagination />
                </ListPaginationContext.Provider>
            </Box>
            <TextField
                select
                label={translate('resources.Audit.page_size')}
                value={pageSize}
                onChange={(event) => onPageSize(Number(event.target.value))}
                sx={{ width: 170, mx: 2 }}
            >
                {PAGE_SIZES.map((size) => (
                    <MenuItem key={size} value={size}>
                        {size}
                    </MenuItem>
                ))}
            </TextField>
        </Box>
    );
};
