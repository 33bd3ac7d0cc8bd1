"""One Hundred and One («Сто одно», hundred_one.md): options, rules, scoring and the normal bot."""
