-- The activity log reads newest first by time, ties broken by id (audit-repository `page`).
create index audit_log_at_idx on audit_log (at desc, id desc);
create index audit_log_entity_at_idx on audit_log (entity, at desc, id desc);
