import { Box, Link, Paper, Typography } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslate } from 'react-admin';
import { text } from '../common/payload';
import type { Direccion } from '../api/tipos';

type AddressParts = Partial<
    Pick<Direccion, 'calle' | 'urbanizacion' | 'distrito' | 'provincia' | 'departamento' | 'codigoPostal'>
>;

/** The maps service's search for the address; the country is appended so a street name alone lands in Peru. */
const mapSearchUrl = (parts: AddressParts): string => {
    const address = [parts.calle, parts.urbanizacion, parts.distrito, parts.provincia, parts.departamento]
        .map(text)
        .filter(Boolean)
        .join(', ');
    return `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query: `${address}, Peru` })}`;
};

/**
 * The address as a card with a link to look it up on the map. The app's content policy allows no frames or tiles
 * from other sites (and servers may have no internet), so the map itself opens in a new tab.
 */
export const MapPreview = ({ address }: { address: AddressParts }) => {
    const translate = useTranslate();
    const calle = text(address.calle);
    const lines = [
        [calle, text(address.urbanizacion)].filter(Boolean).join(' - '),
        [address.distrito, address.provincia].map(text).filter(Boolean).join(', '),
        [text(address.departamento), translate('resources.Direccion.map.country')].filter(Boolean).join(', '),
        text(address.codigoPostal) &&
            translate('resources.Direccion.postal_code', { codigo: text(address.codigoPostal) }),
    ].filter(Boolean);
    return (
        <Paper
            variant="outlined"
            role="figure"
            aria-label={translate('resources.Direccion.map.title')}
            sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                p: 2,
                background: 'linear-gradient(135deg, #e3f2fd 0%, #e8f5e9 100%)',
            }}
        >
            <MapIcon color="primary" sx={{ fontSize: 56 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="subtitle2">{translate('resources.Direccion.map.title')}</Typography>
                {calle ? (
                    lines.map((line) => (
                        <Typography key={line} variant="body2">
                            {line}
                        </Typography>
                    ))
                ) : (
                    <Typography variant="body2" color="text.secondary">
                        {translate('resources.Direccion.map.empty')}
                    </Typography>
                )}
            </Box>
            {calle && (
                <Link
                    href={mapSearchUrl(address)}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
                >
                    {translate('resources.Direccion.map.search')}
                    <OpenInNewIcon fontSize="small" />
                </Link>
            )}
        </Paper>
    );
};
