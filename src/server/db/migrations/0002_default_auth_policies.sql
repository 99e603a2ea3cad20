-- Platform-wide authentication policies (company_id NULL); a company row of the same type overrides one.
INSERT INTO "auth_policies" ("company_id", "policy_type", "description", "value_type", "value", "active", "applicable_in_update_password") VALUES
  (NULL, 'OTP_REQUIRED', 'Verificación en dos pasos', 'BOOLEAN', 'false', false, false),
  (NULL, 'OTP_LENGHT', 'Dígitos del código de verificación', 'NUMERIC', '5', true, false),
  (NULL, 'OTP_EXPIRATION', 'Minutos de validez del código de verificación', 'NUMERIC', '5', true, false),
  (NULL, 'PASSWORD_MIN_LENGTH', 'Longitud mínima de caracteres', 'NUMERIC', '10', true, true),
  (NULL, 'PASSWORD_MAX_LENGTH', 'Longitud máxima de caracteres', 'NUMERIC', '20', true, true),
  (NULL, 'PASSWORD_UPPERCASE', 'Al menos una letra mayúscula', 'BOOLEAN', 'true', true, true),
  (NULL, 'PASSWORD_LOWERCASE', 'Al menos una letra minúscula', 'BOOLEAN', 'true', true, true),
  (NULL, 'PASSWORD_NUMBER', 'Al menos un número', 'BOOLEAN', 'true', true, true),
  (NULL, 'PASSWORD_SPECIAL_CHAR', 'Al menos un carácter especial', 'BOOLEAN', 'true', true, true);
