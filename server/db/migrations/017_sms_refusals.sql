-- SMS code requests refused by the limits against SMS pumping, per tenant and reason (for metrics).
CREATE TABLE sms_refusals (
  tenant_id text NOT NULL REFERENCES tenants (id),
  reason text NOT NULL CHECK (reason IN ('captcha', 'address', 'tenant', 'number')),
  refused bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant_id, reason)
);
