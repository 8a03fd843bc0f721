import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import LockIcon from '@mui/icons-material/Lock';
import { useNavigate, useTranslate } from 'react-admin';
import { CenteredMessage } from './CenteredMessage';

export const UnauthorizedPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    return (
        <CenteredMessage
            icon={<LockIcon />}
            title="app.unauthorized.title"
            message="app.unauthorized.message"
            actions={
                <>
                    <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={() => navigate(-1)}>
                        {translate('app.unauthorized.back')}
                    </Button>
                    <Button variant="contained" startIcon={<HomeIcon />} onClick={() => navigate('/')}>
                        {translate('app.unauthorized.home')}
                    </Button>
                </>
            }
        />
    );
};
