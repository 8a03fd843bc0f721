import { useState } from 'react';
import { Alert, Button, CardContent, CircularProgress, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import {
    Form,
    Login,
    PasswordInput,
    required,
    TextInput,
    useLogin,
    useTranslate,
} from 'react-admin';

interface LoginValues {
    email?: string;
    password?: string;
}

const LoginForm = () => {
    const translate = useTranslate();
    const login = useLogin();
    const [error, setError] = useState<string>();
    const [loading, setLoading] = useState(false);

    const submit = (values: LoginValues) => {
        setLoading(true);
        setError(undefined);
        // The spec sends every successful login to the dashboard.
        login({ email: values.email, password: values.password }, '/')
            .catch((failure: Error) => setError(failure.message))
            .finally(() => setLoading(false));
    };

    return (
        <Form onSubmit={submit} noValidate>
            <CardContent sx={{ width: 340, maxWidth: '100%' }}>
                <Typography variant="h5" component="h1" align="center">
                    {translate('app.login.title')}
                </Typography>
                <Typography variant="body2" align="center" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('app.login.subtitle')}
                </Typography>
                {error && (
                    <Alert severity="error" sx={{ mb: 1 }}>
                        {translate(error, { _: error })}
                    </Alert>
                )}
                <TextInput
                    source="email"
                    type="email"
                    label="app.login.email"
                    autoComplete="username"
                    autoFocus
                    validate={required()}
                />
                <PasswordInput
                    source="password"
                    label="app.login.password"
                    autoComplete="current-password"
                    validate={required()}
                />
                <Button
                    type="submit"
                    variant="contained"
                    fullWidth
                    disabled={loading}
                    startIcon={loading ? <CircularProgress size={18} color="inherit" /> : undefined}
                    sx={{ mt: 2 }}
                >
                    {translate('app.login.submit')}
                </Button>
            </CardContent>
        </Form>
    );
};

export const LoginPage = () => (
    <Login avatarIcon={<Inventory2Icon />}>
        <LoginForm />
    </Login>
);
