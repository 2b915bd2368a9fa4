-- The harmonious labour-relations ratings are summed by the dashboards too (/api/yhby/*): a write
-- raises the enterprise data version (board_version row 1, migration 'board_version').
CREATE TRIGGER board_touch_harmony_enterprise AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "harmony_enterprise" FOR EACH STATEMENT EXECUTE FUNCTION board_touch('1');
