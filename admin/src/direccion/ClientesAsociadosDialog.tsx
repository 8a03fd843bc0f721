import {
    Alert,
    Button,
    CircularProgress,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { ClienteContactoCell, ClienteDocumentosCell, ClienteNombreCell, ContratoBadge } from '../cliente/ClienteCells';
import type { Cliente } from '../cliente/record';
import { useApiGet } from '../common/useApiGet';
import { direccionText, type Direccion } from './record';

/** Ver (n): the clients that live at an address. */
export const ClientesAsociadosDialog = ({ direccion, onClose }: { direccion: Direccion; onClose(): void }) => {
    const translate = useTranslate();
    const { load } = useApiGet<Cliente[]>(`/Direccion/${direccion.id}/clientes`);
    const field = (name: string) => translate(`resources.Cliente.fields.${name}`);
    return (
        <Dialog open fullWidth maxWidth="md" onClose={onClose}>
            <DialogTitle>
                {translate('resources.Direccion.clientes.title')}
                <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                    {direccionText(direccion)}
                </Typography>
            </DialogTitle>
            <DialogContent>
                {load.state === 'loading' && <CircularProgress size={28} />}
                {load.state === 'error' && (
                    <Alert severity="error">{translate('resources.Direccion.clientes.load_error')}</Alert>
                )}
                {load.state === 'done' && load.data.length === 0 && (
                    <Typography>{translate('resources.Direccion.clientes.empty')}</Typography>
                )}
                {load.state === 'done' && load.data.length > 0 && (
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{field('id')}</TableCell>
                                <TableCell>{field('cliente')}</TableCell>
                                <TableCell>{field('documentos')}</TableCell>
                                <TableCell>{field('contacto')}</TableCell>
                                <TableCell>{field('contrato')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {load.data.map((cliente) => (
                                <TableRow key={cliente.id}>
                                    <TableCell>{cliente.id}</TableCell>
                                    <TableCell>
                                        <ClienteNombreCell cliente={cliente} />
                                    </TableCell>
                                    <TableCell>
                                        <ClienteDocumentosCell cliente={cliente} />
                                    </TableCell>
                                    <TableCell>
                                        <ClienteContactoCell cliente={cliente} />
                                    </TableCell>
                                    <TableCell>
                                        <ContratoBadge cliente={cliente} />
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('ra.action.close')}</Button>
            </DialogActions>
        </Dialog>
    );
};
