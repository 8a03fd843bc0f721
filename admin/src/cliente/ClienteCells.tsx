import { Box, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { clienteName } from './record';
import type { Cliente } from '../api/tipos';

// The cells of a client row, shared by the clients list and the clients of an address.

const Line = ({ children, secondary }: { children: string; secondary?: boolean }) => (
    <Typography variant="body2" color={secondary ? 'text.secondary' : undefined}>
        {children}
    </Typography>
);

/** Full name, and the legal representative below it when there is one. */
export const ClienteNombreCell = ({ cliente }: { cliente: Cliente }) => {
    const translate = useTranslate();
    return (
        <Box>
            <Typography variant="body2" fontWeight={500}>
                {clienteName(cliente)}
            </Typography>
            {cliente.representanteLegal && (
                <Line secondary>
                    {translate('resources.Cliente.representante', { name: cliente.representanteLegal })}
                </Line>
            )}
        </Box>
    );
};

const DOCUMENTOS = ['ruc', 'dni', 'ce'] as const;

/** "RUC: …", "DNI: …", "CE: …", those the client has. */
export const ClienteDocumentosCell = ({ cliente }: { cliente: Cliente }) => {
    const translate = useTranslate();
    return (
        <Box>
            {DOCUMENTOS.filter((documento) => cliente[documento]).map((documento) => (
                <Line key={documento}>
                    {`${translate(`resources.Cliente.fields.${documento}`)}: ${cliente[documento]}`}
                </Line>
            ))}
        </Box>
    );
};

/** E-mail and phone. */
export const ClienteContactoCell = ({ cliente }: { cliente: Cliente }) => (
    <Box>
        {cliente.correoElectronico && <Line>{cliente.correoElectronico}</Line>}
        {cliente.telefono && <Line secondary>{cliente.telefono}</Line>}
    </Box>
);

/** Activo when the client has a contract, otherwise Sin contrato. */
export const ContratoBadge = ({ cliente }: { cliente: Cliente }) => {
    const translate = useTranslate();
    return cliente.tieneContrato ? (
        <Chip size="small" color="success" label={translate('resources.Cliente.contrato.activo')} />
    ) : (
        <Chip size="small" variant="outlined" label={translate('resources.Cliente.contrato.sin')} />
    );
};

/** Street; district and province; sede — or Sin dirección. */
export const ClienteDireccionCell = ({ cliente }: { cliente: Cliente }) => {
    const translate = useTranslate();
    const { direccion } = cliente;
    if (!direccion) return <Line secondary>{translate('resources.Cliente.no_direccion')}</Line>;
    return (
        <Box>
            <Line>{direccion.calle}</Line>
            <Line secondary>{[direccion.distrito, direccion.provincia].filter(Boolean).join(', ')}</Line>
            {direccion.sede && <Line secondary>{direccion.sede}</Line>}
        </Box>
    );
};
