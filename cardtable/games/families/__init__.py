"""Mini Family («Мини семья») and its variant Cock-a-doodle-doo («Кукареку»), families.md."""
