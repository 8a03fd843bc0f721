import { useState, type MouseEvent } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import KeyIcon from '@mui/icons-material/Key';
import SecurityIcon from '@mui/icons-material/Security';
import { useTranslate } from 'react-admin';
import { CambiarContrasenaDialog } from './CambiarContrasenaDialog';
import { DosFactoresDialog } from './DosFactoresDialog';

type AccountDialog = 'contrasena' | 'dos_factores';

/** The app bar's Mi cuenta menu: the signed-in person's own password and two-step verification. */
export const CuentaMenu = () => {
    const translate = useTranslate();
    const [anchor, setAnchor] = useState<HTMLElement>();
    const [dialog, setDialog] = useState<AccountDialog>();
    const open = (which: AccountDialog) => {
        setAnchor(undefined);
        setDialog(which);
    };
    const label = translate('app.app_bar.account');
    return (
        <>
            <Tooltip title={label}>
                <IconButton
                    color="inherit"
                    aria-label={label}
                    aria-haspopup="menu"
                    aria-controls={anchor ? 'cuenta-menu' : undefined}
                    aria-expanded={anchor ? 'true' : undefined}
                    onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
                >
                    <AccountCircleIcon />
                </IconButton>
            </Tooltip>
            <Menu id="cuenta-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(undefined)}>
                <MenuItem onClick={() => open('contrasena')}>
                    <ListItemIcon>
                        <KeyIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('app.app_bar.change_password')}</ListItemText>
                </MenuItem>
                <MenuItem onClick={() => open('dos_factores')}>
                    <ListItemIcon>
                        <SecurityIcon fontSize="small" />
                    </ListItemIcon>
                    <ListItemText>{translate('app.app_bar.two_factor')}</ListItemText>
                </MenuItem>
            </Menu>
            {dialog === 'contrasena' && <CambiarContrasenaDialog onClose={() => setDialog(undefined)} />}
            {dialog === 'dos_factores' && <DosFactoresDialog onClose={() => setDialog(undefined)} />}
        </>
    );
};
